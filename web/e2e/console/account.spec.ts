import { randomInt } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { guideShot, signInAs } from './support/console';

// An operator's own account: profile, and a personal API token with some of their roles,
// shown once, listed, then revoked.

test('an operator creates a personal API token, sees it once, and revokes it', async ({ page }) => {
  const name = `e2e automation ${randomInt(1000, 9999)}`;
  await signInAs(page, 'reviewer');
  await expect(page).toHaveURL(/\/review\/dashboard$/);
  await page.getByRole('link', { name: '我的账户' }).click();
  await expect(page.getByRole('heading', { name: '账户信息' })).toBeVisible();
  await expect(page.getByText('OPDEMO1')).toBeVisible();

  await page.getByRole('button', { name: '新建令牌' }).click();
  const create = page.getByRole('dialog', { name: '新建 API 令牌' });
  await create.getByLabel('名称').fill(name);
  await expect(create.getByRole('checkbox', { name: '初审（经办）' })).toBeChecked();
  await expect(create.getByRole('checkbox', { name: '运营管理员' })).toHaveCount(0);
  await create.getByRole('spinbutton', { name: '有效天数' }).fill('30');
  await expectAccessible(page, '[role="dialog"]');
  await create.getByRole('button', { name: '创建' }).click();
  const created = page.getByRole('dialog', { name: '令牌已创建' });
  await expect(created.getByTestId('shown-once')).toHaveText(/^\S{40,}$/);
  await expect(created.getByText('仅显示这一次')).toBeVisible();
  await created.getByRole('button', { name: '关闭' }).click();

  const tokens = page.getByRole('table', { name: '个人 API 令牌' });
  const row = tokens.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('有效');
  await expectAccessible(page);
  await guideShot(page, 'account', { fullPage: true });

  await row.getByRole('button', { name: `吊销 ${name}` }).click();
  await confirmTip(page);
  await expect(row).toContainText('已吊销');
  await expect(row.getByRole('button', { name: /吊销/ })).toHaveCount(0);
});
