import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { confirmTip, expectAccessible } from './support/accessibility';
import { freshMobile } from './support/operator';
import { signIn } from './support/sign-in';

// The company audit log against the real server: an administrator adds an employee, finds the
// change in the log (filtered to the kind) and downloads the CSV that holds it.

/** 赵敏, root manager of DEMO0004. */
const MANAGER = '13800000005';
const MANAGER_NAME = '赵敏';

test.describe('the company audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an added employee shows in the log and in its CSV export', async ({ page }) => {
    const name = `审计员工${String(Date.now()).slice(-4)}`;
    const mobile = freshMobile();

    await signIn(page, MANAGER, { redirect: '/center/crm/employee/list' });
    await page.getByRole('button', { name: '添加员工' }).click();
    const dialog = page.getByRole('dialog', { name: '添加员工' });
    await dialog.getByRole('textbox', { name: '姓名' }).fill(name);
    await dialog.getByRole('textbox', { name: '手机号' }).fill(mobile);
    await dialog.getByRole('checkbox', { name: '经办人 (E102)' }).check();
    await dialog.getByRole('button', { name: '添加', exact: true }).click();
    await confirmTip(page);
    await expect(dialog).toBeHidden();

    // The sidebar leads there: the entry is the administrator's.
    await page
      .getByRole('navigation', { name: '侧边菜单' })
      .getByRole('link', { name: '操作日志' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    const search = page.getByRole('search', { name: '筛选操作日志' });
    await search.getByRole('combobox', { name: '操作类型' }).click();
    await page.getByRole('option', { name: '添加员工' }).click();
    await search.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/kind=employee\.added/);
    const row = page.getByTestId('audit-row').filter({ hasText: `添加员工 ${name}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(MANAGER_NAME);
    await expect(row).toContainText('138****0005');
    // Loaded afresh: the filters hold in the URL, and the adding's notice is gone.
    await page.reload();
    await expect(row).toHaveCount(1);
    await expectAccessible(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = bytes.toString('utf8');
    expect(text).toContain('时间,操作人,手机号,操作类型,操作内容,操作对象');
    expect(text).toContain(`添加员工 ${name}`);
  });
});
