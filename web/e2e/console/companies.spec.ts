import { type Browser, expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { decide, freshMobile } from '../support/operator';
import {
  creditCode,
  type Registrant,
  registerAccount,
  submitCompanyDetails,
  verifyAndAwaitReview,
} from '../support/registration';
import { openSignIn, signIn, submitPasswordForm } from '../support/sign-in';
import { guideShot, signInAs } from './support/console';

// An administrator suspends a company in the console: its employee is refused at the portal's
// sign-in with the platform's reason on screen; once restored, the employee signs in again.
// The company is registered by the journey itself, so no other journey's demo user is shut
// out while it runs.

const REASON = '逾期未还款，暂停使用';

/** A company of the journey's own, approved by the demo reviewer and approver. */
async function registerCompany(page: Page, registrant: Registrant, name: string) {
  await registerAccount(page, registrant);
  await submitCompanyDetails(page, { name, creditCode: creditCode(), role: '核心企业' });
  const registrationId = await verifyAndAwaitReview(page, registrant.name);
  await decide('registration', String(Number(registrationId)), 'approve');
  await page.getByRole('button', { name: '刷新状态' }).click();
  await expect(page).toHaveURL('/index/register/success');
}

async function portalPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN' });
  return context.newPage();
}

test('a suspended company’s employee cannot sign in until the company is restored', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const registrant: Registrant = {
    mobile: freshMobile(),
    name: '钱暂停',
    password: 'Suspend@2026',
  };
  const company = `深圳暂停测试${registrant.mobile.slice(-4)}有限公司`;
  const registering = await portalPage(browser);
  await registerCompany(registering, registrant, company);
  await registering.context().close();

  // The console's list finds it by part of its name; the detail shows its administrator.
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: '企业管理' }).click();
  await page.getByLabel('企业名称、信用代码或企业编号').fill(company.slice(0, 10));
  await page.getByRole('button', { name: '查询' }).click();
  const grid = page.getByRole('grid', { name: '企业列表' });
  const link = grid.getByRole('link', { name: company });
  await expect(link).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: company })).toContainText('正常');
  await expectAccessible(page);
  await guideShot(page, 'companies-list');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('table', { name: '员工' })).toContainText(registrant.name);
  await expectAccessible(page);

  // Suspending asks why.
  await page.getByRole('button', { name: '暂停企业' }).click();
  const dialog = page.getByRole('dialog', { name: '暂停企业' });
  await dialog.getByRole('button', { name: '确认暂停' }).click();
  await expect(dialog.getByText('请填写暂停原因')).toBeVisible();
  await dialog.getByRole('textbox', { name: '暂停原因' }).fill(REASON);
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'companies-suspend');
  await dialog.getByRole('button', { name: '确认暂停' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('企业已暂停', { exact: true })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await expect(page.getByText('李运营 · ', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The employee is refused, told which company, why, and whom to contact.
  const employee = await portalPage(browser);
  await openSignIn(employee);
  const answer = (await (
    await submitPasswordForm(employee, registrant.mobile, registrant.password)
  ).json()) as {
    ok: boolean;
    status: number;
    msg: string;
  };
  expect(answer).toMatchObject({ ok: false, status: 409 });
  const alert = employee.getByRole('alert');
  await expect(alert).toContainText('企业已被暂停使用');
  await expect(alert).toContainText(`${company}已被平台暂停使用`);
  await expect(alert).toContainText(REASON);
  await expect(alert).toContainText('请联系平台客服');
  await expectAccessible(employee);
  await employee.screenshot({ path: test.info().outputPath('portal-company-suspended.png') });

  // Restored, the employee signs in.
  await page.getByRole('button', { name: '恢复企业' }).click();
  await confirmTip(page);
  await expect(page.getByText('企业已恢复', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '暂停企业' })).toBeVisible();
  await signIn(employee, registrant.mobile, { password: registrant.password });
  await expect(employee).toHaveURL('/center/product/product');
  await employee.context().close();
});
