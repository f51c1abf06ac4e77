import { expect, test } from '@playwright/test';

import { expectAccessible } from './support/accessibility';

test('an unknown path lands on /404 with the not-found heading', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page).toHaveURL(/\/404$/);
  const heading = page.getByTestId('not-found');
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText('页面不存在');
  await expectAccessible(page);

  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index\/index$/);
});
