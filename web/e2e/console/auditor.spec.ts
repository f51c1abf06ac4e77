import { expect, test } from '@playwright/test';

import { expectAccessible, expectNoSidewaysScroll } from '../support/accessibility';
import { guideShot, signInAs } from './support/console';

// An auditor reads everything an administrator reads and changes nothing: no write action is
// offered on any screen (the services refuse them anyway).

test('an auditor reads operators, users, security parameters and the log, and changes nothing', async ({
  page,
}) => {
  await signInAs(page, 'auditor');
  // Auditors start on the review queues (they read the cases too).
  await expect(page).toHaveURL(/\/review\/dashboard$/);
  await page.goto('/operators/list');
  await expect(page.getByRole('grid', { name: '操作员列表' })).toContainText('admin');
  await expect(page.getByRole('button', { name: '新建操作员' })).toHaveCount(0);

  await page.getByRole('link', { name: 'admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('李运营 · admin');
  for (const action of ['编辑', '停用', '重置身份验证器', '重置密码', '强制下线']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }

  await page.getByRole('link', { name: '在线操作员' }).click();
  await expect(page.getByRole('heading', { name: '周审计 · auditor' })).toBeVisible();
  await expectAccessible(page);
  await guideShot(page, 'online');

  await page.getByRole('link', { name: '登录日志' }).click();
  const log = page.getByRole('grid', { name: '登录日志' });
  await expect(log).toContainText('auditor');
  await page.getByLabel('结果').click();
  await page.getByRole('option', { name: '成功' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/result=passed/);
  await expectAccessible(page);
  await guideShot(page, 'sign-in-log');

  await page.getByRole('link', { name: '客户用户' }).click();
  const users = page.getByRole('grid', { name: '客户用户列表' });
  await expect(users.getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await guideShot(page, 'users');
  await users.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: '所在企业' })).toBeVisible();
  await guideShot(page, 'user-detail');
  for (const action of ['停用', '启用', '解除锁定', '强制修改密码', '强制下线']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expectAccessible(page);

  await page.getByRole('link', { name: '安全参数' }).click();
  await expect(page.getByRole('table', { name: '安全参数' })).toContainText('failurePeriodSec');
  await expect(page.getByRole('button', { name: /^修改/ })).toHaveCount(0);

  await page.getByRole('link', { name: '审计日志' }).click();
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: '校验哈希链' })).toBeVisible();

  // The same shell on a phone: the menu is a drawer, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '操作员', exact: true })
    .click();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await expect(page.getByRole('grid', { name: '操作员列表' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
