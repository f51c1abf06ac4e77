import { randomInt } from 'node:crypto';

import { type Browser, expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { freshMobile } from '../support/operator';
import {
  creditCode,
  registerAccount,
  submitCompanyDetails,
  verifyAndAwaitReview,
} from '../support/registration';
import { enterPassword, guideShot, signInAs, signOut } from './support/console';
import { freshCode } from './support/totp';

// The review queues against the real server: a company registers through the portal's
// wizard, the demo reviewer opens the case in the console, looks at the licence and
// recommends approval, the demo approver approves, and the wizard shows the success. Four
// eyes hold for one operator with both roles: their own recommendation is not theirs to
// decide.

const PORTAL_URL = process.env.PORTAL_URL ?? 'http://127.0.0.1:8000';

interface Registered {
  /** The registrant's wizard, waiting for the operators. */
  wizard: Page;
  company: string;
  id: number;
}

/** A new company through the registration wizard (a browser of its own, on the portal). */
async function registerCompany(browser: Browser, prefix: string): Promise<Registered> {
  const context = await browser.newContext({ baseURL: PORTAL_URL, locale: 'zh-CN' });
  const wizard = await context.newPage();
  const registrant = { mobile: freshMobile(), name: '吴审核', password: 'Review@2026' };
  const company = `${prefix}${registrant.mobile.slice(-4)}有限公司`;
  await registerAccount(wizard, registrant);
  await submitCompanyDetails(wizard, { name: company, creditCode: creditCode(), role: '核心企业' });
  const id = Number(await verifyAndAwaitReview(wizard, registrant.name));
  expect(id).toBeGreaterThan(0);
  return { wizard, company, id };
}

function caseHeading(page: Page, { company, id }: Registered) {
  return page.getByRole('heading', { level: 1, name: `${company} · 企业注册 #${id}` });
}

/** Recommends approving the open case, as its reviewer. */
async function recommendApproval(page: Page) {
  await page.getByRole('button', { name: '提出审核建议' }).click();
  const dialog = page.getByRole('dialog', { name: '提出审核建议' });
  await expect(dialog.getByRole('radio', { name: '建议通过' })).toBeChecked();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('审核建议已提交')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('待复核').first()).toBeVisible();
}

test('a registration is recommended, approved by another operator, and the wizard says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const registered = await registerCompany(browser, '深圳审核通过');
  const { wizard, company, id } = registered;

  // The reviewer starts on the queues' overview, and opens those awaiting review.
  await signInAs(page, 'reviewer');
  await expect(page).toHaveURL(/\/review\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '审核概览' })).toBeVisible();
  await expectAccessible(page);
  await guideShot(page, 'review-dashboard');
  await page.getByRole('link', { name: /^企业注册待初审：\d+ 件$/ }).click();
  await expect(page).toHaveURL(/\/review\/registrations\?stage=awaitingReview$/);

  // Searched by the company's name: its row, then the case.
  await page.getByLabel('企业名称 / 信用代码 / 企业编号').fill(company);
  await page.getByRole('button', { name: '查询' }).click();
  const grid = page.getByRole('grid', { name: '企业注册案件列表' });
  const row = grid.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('待初审');
  await expect(row).toContainText('吴审核');
  await expectAccessible(page);
  await guideShot(page, 'review-queue');
  await row.getByRole('link', { name: String(id) }).click();
  await expect(caseHeading(page, registered)).toBeVisible();
  await expect(page.getByRole('table', { name: '办理记录' })).toContainText('提交申请');

  // The legal representative's ID number, whole after confirming (the service audits it).
  await page.getByRole('button', { name: '显示完整的法定代表人身份证号码' }).click();
  await confirmTip(page);
  await expect(page.getByText(/^110105198506\d{5}[\dX]$/)).toBeVisible();

  // The business licence, in the viewer.
  await page.getByRole('button', { name: '查看营业执照' }).click();
  const viewer = page.getByRole('dialog', { name: /营业执照/ });
  const licence = viewer.getByRole('img', { name: '营业执照' });
  await expect(licence).toBeVisible();
  expect(await licence.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'review-case-document');
  await viewer.getByRole('button', { name: '关闭' }).click();

  await recommendApproval(page);
  // A reviewer decides nothing.
  await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);

  // Another operator, the approver, approves.
  await signInAs(page, 'approver');
  await page.goto(`/review/registrations/${id}`);
  await expect(caseHeading(page, registered)).toBeVisible();
  await expect(page.getByText(/建议通过（赵审核/).first()).toBeVisible();
  await page.getByRole('button', { name: '通过', exact: true }).click();
  const approve = page.getByRole('dialog', { name: '审核通过' });
  await expectAccessible(page, '[role="dialog"]');
  await approve.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已办理')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('已通过');
  await expect(page.getByRole('table', { name: '办理记录' })).toContainText('审核通过');
  await expectAccessible(page);

  // The registrant's wizard, refreshed: the company exists. The wizard also asks by itself,
  // so after a slow review it may have moved on already.
  const refresh = wizard.getByRole('button', { name: '刷新状态' });
  await expect(async () => {
    if (await refresh.isVisible()) await refresh.click();
    await expect(wizard).toHaveURL('/index/register/success', { timeout: 2_000 });
  }).toPass();
  await expect(wizard.getByRole('heading', { level: 2, name: '注册成功' })).toBeVisible();
  await expect(wizard.getByText(`${company}已开通，您是该企业的管理员。`)).toBeVisible();
  await expectAccessible(wizard);
  await wizard.context().close();
});

/** The administrator makes an operator; resolves to the temporary password shown once. */
async function createOperator(page: Page, username: string, name: string, roles: string[]) {
  await page.goto('/operators/list');
  await page.getByRole('button', { name: '新建操作员' }).click();
  const create = page.getByRole('dialog', { name: '新建操作员' });
  await create.getByLabel('用户名').fill(username);
  await create.getByLabel('姓名').fill(name);
  for (const role of roles) await create.getByRole('checkbox', { name: role, exact: true }).check();
  await create.getByRole('button', { name: '创建' }).click();
  const created = page.getByRole('dialog', { name: '操作员已创建' });
  const temporary = (await created.getByTestId('shown-once').textContent()) ?? '';
  await created.getByRole('button', { name: '关闭' }).click();
  return temporary;
}

/** An operator's first sign-in: a password of their own, the authenticator, recovery codes. */
async function firstSignIn(page: Page, username: string, temporary: string, password: string) {
  await enterPassword(page, username, temporary);
  await page.getByRole('textbox', { name: '新密码', exact: true }).fill(password);
  await page.getByLabel('确认新密码').fill(password);
  await page.getByRole('button', { name: '设置新密码' }).click();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  await page.getByLabel('验证器显示的 6 位验证码').fill(await freshCode(secret));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await page.getByLabel('我已将恢复码保存在安全的地方').check();
  await page.getByRole('button', { name: '进入运营后台' }).click();
}

test('an operator with both roles cannot approve what they recommended', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const registered = await registerCompany(browser, '深圳四眼测试');

  // No demo operator holds both roles: the administrator makes one.
  const username = `e2e.both${randomInt(10_000, 99_999)}`;
  await signInAs(page, 'admin');
  const temporary = await createOperator(page, username, `双岗${randomInt(100, 999)}`, [
    '初审（经办）',
    '复核',
  ]);
  await signOut(page);
  await firstSignIn(page, username, temporary, 'Both-Roles-2026x');
  await expect(page).toHaveURL(/\/review\/dashboard$/);

  await page.goto(`/review/registrations/${registered.id}`);
  await expect(caseHeading(page, registered)).toBeVisible();
  await recommendApproval(page);

  // Deciding it too is refused, in the service's words.
  await page.getByRole('button', { name: '通过', exact: true }).click();
  const approve = page.getByRole('dialog', { name: '审核通过' });
  await approve.getByRole('button', { name: '提交' }).click();
  await expect(approve.getByRole('alert')).toHaveText(
    '您已对该案件提出审核建议，须由另一位复核人员决定',
  );
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'review-four-eyes-refusal');
  await approve.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('待审核');
  await registered.wizard.context().close();
});
