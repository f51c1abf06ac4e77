import { randomInt } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/accessibility';
import { answerTo, enterPassword, guideShot, signInAs, signOut } from './support/console';
import { freshCode } from './support/totp';

// An administrator creates an operator; the new operator's first sign-in replaces the
// temporary password, sets up the authenticator from the secret on the page and keeps the
// recovery codes; the audit log then lists what happened and exports it.

const NEW_PASSWORD = 'Fresh-Reviewer-2026';

test('a new operator is created, signs in the first time, and the audit log shows it', async ({
  page,
}) => {
  const username = `e2e.reviewer${randomInt(10_000, 99_999)}`;
  const name = `测试初审${randomInt(100, 999)}`;

  // The administrator creates the operator.
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/review\/dashboard$/);
  await page.goto('/operators/list');
  await expect(page.getByRole('grid', { name: '操作员列表' })).toContainText('reviewer');
  await expectAccessible(page);
  await guideShot(page, 'operators');

  await page.getByRole('button', { name: '新建操作员' }).click();
  const create = page.getByRole('dialog', { name: '新建操作员' });
  await create.getByLabel('用户名').fill(username);
  await create.getByLabel('姓名').fill(name);
  await create.getByLabel('初审（经办）').check();
  await expectAccessible(page, '[role="dialog"]');
  await create.getByRole('button', { name: '创建' }).click();
  const created = page.getByRole('dialog', { name: '操作员已创建' });
  const temporaryPassword = (await created.getByTestId('shown-once').textContent()) ?? '';
  expect(temporaryPassword).toHaveLength(16);
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'operator-created');
  await created.getByRole('button', { name: '关闭' }).click();

  // Its detail, with the administrator's actions.
  await page
    .getByRole('grid', { name: '操作员列表' })
    .getByRole('link', { name: username })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} · ${username}`);
  await expect(page.getByText('密码为临时密码')).toBeVisible();
  await expect(page.getByRole('button', { name: '重置身份验证器' })).toBeVisible();
  await expectAccessible(page);
  await guideShot(page, 'operator-detail');
  await page.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑操作员' });
  await expect(edit.getByRole('checkbox', { name: '初审（经办）' })).toBeChecked();
  await expectAccessible(page, '[role="dialog"]');
  await edit.getByRole('button', { name: '取消' }).click();
  await signOut(page);

  // The new operator's first sign-in.
  await enterPassword(page, username, temporaryPassword);
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
  await expect(page.getByText('12 至 128 个字符')).toBeVisible();
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill('short');
  await page.getByLabel('确认新密码').fill('short');
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByText('新密码不符合要求')).toBeVisible();
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await expectAccessible(page);
  await guideShot(page, 'sign-in-new-password');
  await page.getByRole('button', { name: '设置新密码' }).click();

  await expect(page.getByRole('heading', { name: '绑定身份验证器' })).toBeVisible();
  await expect(page.getByRole('img', { name: '身份验证器二维码' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await guideShot(page, 'sign-in-authenticator');
  await page.getByLabel('验证器显示的 6 位验证码').fill(await freshCode(secret));
  await page.getByRole('button', { name: '完成绑定' }).click();

  await expect(page.getByRole('heading', { name: '保存恢复码' })).toBeVisible();
  const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const enter = page.getByRole('button', { name: '进入运营后台' });
  await expect(enter).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载为文本文件' }).click();
  expect((await download).suggestedFilename()).toBe('运营后台恢复码.txt');
  await page.getByLabel('我已将恢复码保存在安全的地方').check();
  await expectAccessible(page);
  await guideShot(page, 'sign-in-recovery-codes');
  await enter.click();

  // A reviewer's console: the review queues, the companies (read only) and the account,
  // nothing an administrator opens.
  await expect(page).toHaveURL(/\/review\/dashboard$/);
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '企业管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '我的账户' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '审计日志' })).toHaveCount(0);
  await signOut(page);

  // The audit log lists it all, and exports the search.
  await signInAs(page, 'admin');
  await page.goto(`/audit?targetType=operator`);
  const log = page.getByRole('grid', { name: '审计日志' });
  await expect(log).toContainText('operator.create');
  await expect(log).toContainText('operator.password_change');
  await expect(log).toContainText('operator.mfa_enrol');
  await expectAccessible(page);
  await guideShot(page, 'audit-log');
  await page.getByLabel('操作（前缀）').fill('operator.create');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/action=operator\.create/);
  await expect(log).not.toContainText('operator.mfa_enrol');
  const ours = log.getByRole('row').filter({ hasText: username });
  await expect(ours).toHaveCount(1);
  await ours.getByRole('button', { name: /审计记录 #/ }).click();
  const entry = page.getByRole('dialog', { name: /审计记录 #/ });
  await expect(entry.getByRole('table', { name: '变更内容' })).toContainText(name);
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'audit-entry');
  await entry.getByRole('button', { name: '关闭' }).click();

  const exported = answerTo(page, '/api/ops/audit/export');
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  expect((await exported).status()).toBe(200);
  const csv = await (await file).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let all = '';
    csv.on('data', (chunk: Buffer) => (all += chunk.toString('utf8')));
    csv.on('end', () => {
      resolve(all);
    });
  });
  expect(text.startsWith('\ufeffsequence,at,operator_code')).toBe(true);
  expect(text).toContain(`operator.create`);
  expect(text).toContain(username);
  expect(text).not.toContain('operator.mfa_enrol');

  await page.getByRole('button', { name: '校验哈希链' }).click();
  await expect(page.getByRole('status').filter({ hasText: '哈希链完整' })).toBeVisible();
});
