import { expect, type Page, test } from '@playwright/test';

import { expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { DEMO, DEMO_COMPANIES, signIn } from './support/sign-in';

// A signed-in user on a phone (390 px): the header fits and names the company, the language can
// be changed, and the lists are cards with their actions in sight instead of a table scrolling
// sideways.

const header = (page: Page) => page.getByRole('banner');

test.use({ viewport: { width: 390, height: 844 } });

test('the header names the company, clears the logo and offers the languages', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL('/center/product/product');
  await expect(page.getByRole('heading', { level: 1, name: '产品中心' })).toBeVisible();

  // The company's name shows (truncated at most), not just the dropdown's icons.
  const company = header(page).getByTestId('company-switcher');
  await expect(company).toHaveText(DEMO_COMPANIES.DEMO0001);
  const nameWidth = await company
    .locator('span:not([class])')
    .evaluate((span) => span.getBoundingClientRect().width);
  // The row also holds the role dropdown and the appearance button.
  expect(nameWidth).toBeGreaterThan(120);

  // The logo's mark ends before the product-centre icon begins.
  const mark = await header(page)
    .getByRole('link', { name: '供应链金融服务平台' })
    .locator('svg')
    .boundingBox();
  const productCentre = await header(page).getByRole('link', { name: '产品中心' }).boundingBox();
  expect(mark && productCentre && mark.x + mark.width <= productCentre.x).toBe(true);
  // Light or dark stays a tap away on a phone, on the company's row.
  await expect(header(page).getByRole('button', { name: '外观' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/phone-product-centre.png' });
  await expectAccessible(page);

  // The header has no room for the language button: the avatar menu offers the languages.
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  await expect(menu.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.screenshot({ path: 'test-results/phone-avatar-menu.png' });
  await expectAccessible(page);
  await menu.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Product centre' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Product centre' })).toBeVisible();
  await expectAccessible(page);

  // Kept: after a reload the page is still in English, the choice checked.
  await page.reload();
  await header(page).getByRole('button', { name: 'User menu' }).click();
  await expect(
    page.getByRole('menu', { name: 'User menu' }).getByRole('menuitemradio', { name: 'English' }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('the lists are cards, their actions in sight', async ({ page }) => {
  await signIn(page, DEMO.admin, { redirect: '/center/crm/employee/list' });
  await expect(page.getByRole('heading', { level: 1, name: '人员管理' })).toBeVisible();

  const card = page.getByTestId('employee-row').filter({ hasText: '张伟' });
  await expect(card).toContainText('手机号138****0001');
  const disable = card.getByRole('group', { name: '操作' }).getByRole('button', { name: '停用' });
  await disable.scrollIntoViewIfNeeded();
  await expect(disable).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/phone-personnel.png', fullPage: true });
  await expectAccessible(page);

  await page.goto('/center/crm/account/list?tab=history');
  const history = page.getByRole('list', { name: '登录记录' });
  await expect(history.getByRole('listitem').first()).toContainText('结果成功');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/phone-sign-in-history.png', fullPage: true });
  await expectAccessible(page);

  await page.goto('/msg/message/list');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
