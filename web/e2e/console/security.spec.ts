import { expect, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { guideShot, signInAs } from './support/console';

// An administrator changes a security parameter within its range (a value outside it is
// refused in the dialog), and the audit log lists the change with its before and after.

test('a security parameter is changed and the change is in the audit log', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: '安全参数' }).click();
  const table = page.getByRole('table', { name: '安全参数' });
  const row = table.getByRole('row').filter({ hasText: 'captchaTtlSec' });
  await expect(row).toContainText('30–600');
  await expectAccessible(page);
  await guideShot(page, 'security');

  const before = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  const next = before.startsWith('150') ? '180' : '150';
  await page.getByRole('button', { name: '修改 captchaTtlSec' }).click();
  const dialog = page.getByRole('dialog', { name: '修改安全参数' });
  const value = dialog.getByRole('spinbutton', { name: '新值' });
  await value.fill('5');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('取值须为 30–600')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await value.fill(next);
  await dialog.getByRole('button', { name: '保存' }).click();
  await confirmTip(page);
  await expect(page.getByText('已保存，从下一次请求起生效')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${next} 秒`);

  // Auth's audit entry reaches the log through the event stream: it may take a moment.
  await page.getByRole('link', { name: '审计日志' }).click();
  await page.getByLabel('操作（前缀）').fill('security_param.update');
  await page.getByRole('button', { name: '查询' }).click();
  const log = page.getByRole('grid', { name: '审计日志' });
  const entry = log.getByRole('row').filter({ hasText: 'captchaTtlSec' }).first();
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await entry.getByRole('button', { name: /审计记录 #/ }).click();
  const changes = page.getByRole('dialog', { name: /审计记录 #/ }).getByRole('table', {
    name: '变更内容',
  });
  await expect(changes.getByRole('row').filter({ hasText: 'value' })).toContainText(next);
  await page.keyboard.press('Escape');

  // A customer user's actions, as an administrator has them (disabling asks why; cancelled).
  await page.getByRole('link', { name: '客户用户' }).click();
  await page
    .getByRole('grid', { name: '客户用户列表' })
    .getByRole('link', { name: 'U0003' })
    .click();
  await expect(page.getByRole('button', { name: '强制修改密码' })).toBeVisible();
  await page.getByRole('button', { name: '停用' }).click();
  const disable = page.getByRole('dialog', { name: '停用用户' });
  await expect(disable.getByRole('textbox', { name: '停用原因' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await disable.getByRole('button', { name: '取消' }).click();
  await expect(disable).toBeHidden();
});
