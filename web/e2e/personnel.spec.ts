import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { freshMobile } from './support/operator';
import { latestCode, readOutbox, signIn } from './support/sign-in';

// Personnel management against the real server (issue 4, item 3; the account centre's screens):
// add, filter, roles, disable and enable, remove, and the SMS-confirmed administrator transfer.

/** 赵敏, root manager of DEMO0004 (EC and CRM): the only account these journeys change. */
const MANAGER = '13800000005';
const MANAGER_NAME = '赵敏';
const LIST = '/center/crm/employee/list';

const rows = (page: Page) => page.getByTestId('employee-row');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const filters = (page: Page) => page.getByRole('search', { name: '筛选员工' });

/** Filters the list by (the end of) a mobile number. */
async function filterByMobile(page: Page, mobile: string) {
  await filters(page).getByRole('textbox', { name: '手机号' }).fill(mobile);
  await filters(page).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`mobile=${mobile}`));
}

/** Adds a person with handler (E102) in every product; resolves once the dialog has closed. */
async function addEmployee(page: Page, name: string, mobile: string) {
  await page.getByRole('button', { name: '添加员工' }).click();
  const dialog = page.getByRole('dialog', { name: '添加员工' });
  await dialog.getByRole('textbox', { name: '姓名' }).fill(name);
  await dialog.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await dialog.getByRole('checkbox', { name: '经办人 (E102)' }).check();
  await dialog.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '提示' })).toContainText(name);
  await confirmTip(page);
  await expect(dialog).toBeHidden();
}

test.describe('personnel management of DEMO0004', () => {
  // Each journey signs in and takes several steps: on a loaded machine that exceeds 30 s.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const first = { name: `测试员工${String(Date.now()).slice(-4)}`, mobile: freshMobile() };
  const second = { name: `临时员工${String(Date.now()).slice(-4)}`, mobile: freshMobile() };

  test('the administrator adds an employee, who is texted to set a password', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    await expect(page.getByRole('heading', { level: 1, name: '人员管理' })).toBeVisible();
    await expect(rowOf(page, MANAGER_NAME)).toContainText('企业管理员');
    await expect(rowOf(page, MANAGER_NAME)).toContainText('我');
    await page.screenshot({ path: 'test-results/personnel-list.png', fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: '添加员工' }).click();
    const dialog = page.getByRole('dialog', { name: '添加员工' });
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await expect(dialog.getByText('请输入姓名')).toBeVisible();
    await expect(dialog.getByText('请至少选择一个角色')).toBeVisible();
    await page.screenshot({ path: 'test-results/personnel-add.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '取消' }).click();

    await addEmployee(page, first.name, first.mobile);
    // The newer message replaces the confirmation's '操作成功': it says what happened next.
    await expect(
      page.getByText(`已为 ${first.mobile} 开通账号，并已发送设置密码的短信。`),
    ).toBeVisible();
    await expect
      .poll(async () => (await readOutbox(page, first.mobile)).filter(({ kind }) => kind === 'sms'))
      .toHaveLength(1);
  });

  test('finds the employee by mobile and gives a role in one product', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    await filterByMobile(page, first.mobile);
    await expect(rows(page)).toHaveCount(1);
    const row = rowOf(page, first.name);
    await expect(row).toContainText(`${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`);
    await expect(row).toContainText('经办人');
    await expect(row).toContainText('启用');

    await row.getByRole('button', { name: '编辑角色' }).click();
    const dialog = page.getByRole('dialog', { name: `编辑角色：${first.name}` });
    await dialog.getByRole('tab', { name: /^企业服务/ }).click();
    await dialog.getByRole('checkbox', { name: '复核人 (E103)' }).check();
    await expect(dialog.getByRole('tab', { name: /^企业服务（1）/ })).toBeVisible();
    await page.screenshot({ path: 'test-results/personnel-roles.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '保存' }).click();
    await confirmTip(page);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('企业服务 · 复核人');
    await expect(row).toContainText('经办人');
  });

  test('disables the employee, then enables them again', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: `${LIST}?mobile=${first.mobile}` });
    const row = rowOf(page, first.name);
    await row.getByRole('button', { name: '停用' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('登录会话将立即结束');
    await confirmTip(page);
    await expect(row.getByText('停用', { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: '启用' })).toBeVisible();

    // The list's status filter finds the disabled one.
    await page.goto(`${LIST}?mobile=${first.mobile}&status=0`);
    await expect(rows(page)).toHaveCount(1);

    await rowOf(page, first.name).getByRole('button', { name: '启用' }).click();
    await confirmTip(page);
    await expect(page.getByText('没有符合条件的员工')).toBeVisible();
    await page.goto(`${LIST}?mobile=${first.mobile}&status=1`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rowOf(page, first.name).getByRole('button', { name: '停用' })).toBeVisible();
  });

  test('adds a second employee and removes them', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    await addEmployee(page, second.name, second.mobile);
    await filterByMobile(page, second.mobile);
    await expect(rows(page)).toHaveCount(1);

    await rowOf(page, second.name).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('此操作不可恢复');
    await confirmTip(page);
    await expect(page.getByText('没有符合条件的员工')).toBeVisible();
  });

  test('transfers administration to the first employee with the SMS code', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    // Nobody can disable or remove the administrator account, not even itself.
    await expect(rowOf(page, MANAGER_NAME).getByRole('button', { name: '停用' })).toHaveCount(0);

    await page.getByRole('link', { name: '变更管理员' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '变更管理员' })).toBeVisible();
    await page.getByRole('searchbox', { name: '按姓名查找' }).fill(first.name);
    const candidates = page.getByRole('radiogroup', { name: '新管理员' });
    await candidates.getByRole('radio', { name: new RegExp(first.name) }).check();

    const before = (await readOutbox(page, MANAGER)).find(({ kind }) => kind === 'sms')?.code;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码已发送至 138****0005')).toBeVisible();
    const code = await latestCode(page, MANAGER, 'sms', before);
    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.screenshot({ path: 'test-results/personnel-change-admin.png', fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: '确认变更' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(first.name);
    await confirmTip(page);

    await expect(page).toHaveURL(LIST);
    await expect(page.getByText(`企业管理员已变更为“${first.name}”。`)).toBeVisible();
    await expect(rowOf(page, first.name)).toContainText('企业管理员');
    await expect(rowOf(page, MANAGER_NAME)).not.toContainText('企业管理员');
    // No longer an administrator: no more changes to people.
    await expect(page.getByRole('button', { name: '添加员工' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑角色' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/personnel-after-transfer.png', fullPage: true });
    await expectAccessible(page);
  });
});

test('the personnel list fits an 800 px window', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 800, height: 900 });
  // 王芳 (DEMO0001) only reads here.
  await signIn(page, '13800000002', { redirect: LIST });
  await expect(page.getByRole('heading', { level: 1, name: '人员管理' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/personnel-800.png', fullPage: true });
});
