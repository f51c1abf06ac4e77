import { expect, type Page, test } from '@playwright/test';

import { expectAccessible } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

// Dark mode: the system's (Chromium's emulated `prefers-color-scheme`) until the visitor
// chooses in the header, beside the language; every screen without a serious accessibility
// violation, at a desktop's and a phone's width (`expectAccessible` checks both schemes).

const DARK_GROUND = 'rgb(15, 18, 24)';
const LIGHT_GROUND = 'rgb(245, 247, 250)';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PUBLIC_SCREENS = [
  '/index/index',
  '/index/product',
  '/index/news/list',
  '/index/help',
  '/index/about',
  '/login',
  '/index/register',
  '/index/resetpwd',
  '/404',
];

const SIGNED_IN_SCREENS = [
  '/center/product/product',
  '/center/crm/user',
  '/center/crm/company/list',
  '/center/crm/employee/list',
  '/center/crm/invication',
  '/center/crm/account/list',
  '/msg/message/list',
  '/msg/affiche/list',
];

function ground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Opens `path` and waits until its main content has loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light' });

  test('a chosen dark scheme paints every page dark and outlives a reload', async ({ page }) => {
    await page.goto('/index/index');
    await expect.poll(() => ground(page)).toBe(LIGHT_GROUND);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: '外观' }).click();
    await expect(page.getByRole('menuitemradio', { name: '跟随系统' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: '深色' }).click();
    await expect.poll(() => ground(page)).toBe(DARK_GROUND);

    await page.reload();
    await expect.poll(() => ground(page)).toBe(DARK_GROUND);
    await page.goto('/login');
    await expect.poll(() => ground(page)).toBe(DARK_GROUND);
    await page.screenshot({ path: 'test-results/dark-login.png', fullPage: true });

    // Back to the system's: light again.
    await page.getByRole('button', { name: '外观' }).click();
    await page.getByRole('menuitemradio', { name: '跟随系统' }).click();
    await expect.poll(() => ground(page)).toBe(LIGHT_GROUND);
  });
});

for (const { name, width, height } of WIDTHS) {
  test.describe(`on a dark system, ${name} (${width} px)`, () => {
    test.use({ colorScheme: 'dark', viewport: { width, height } });
    // Axe twice (both schemes) on each of eight or nine screens: more than the usual 90 s.
    test.slow();

    test('public screens are dark and accessible in both schemes', async ({ page }) => {
      for (const path of PUBLIC_SCREENS) {
        await open(page, path);
        await expect.poll(() => ground(page), path).toBe(DARK_GROUND);
        await expectAccessible(page);
      }
      await page.goto('/index/index');
      await page.screenshot({ path: `test-results/dark-home-${name}.png`, fullPage: true });
    });

    test('signed-in screens are dark and accessible in both schemes', async ({ page }) => {
      await signIn(page, DEMO.admin);
      for (const path of SIGNED_IN_SCREENS) {
        await open(page, path);
        await expect.poll(() => ground(page), path).toBe(DARK_GROUND);
        await expectAccessible(page);
      }
      await page.goto('/center/crm/employee/list');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.screenshot({ path: `test-results/dark-personnel-${name}.png`, fullPage: true });
    });
  });
}
