import { expect, type Page, test } from '@playwright/test';

import { focusedName, pressUntilFocused } from './support/keyboard';
import {
  answerTo,
  captchaAnswer,
  DEMO,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  SIGN_IN_CALL,
} from './support/sign-in';

// Everything works with the keyboard (issue 6): the public home, signing in and the signed-in
// shell, driven with Tab, Enter, Space, Escape and the arrow keys only; no clicks, no fills.

const header = (page: Page) => page.getByRole('banner');
const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const companyButton = (page: Page) => header(page).getByTestId('company-switcher');

/**
 * Signs 张伟 in on the password tab by typing, Enter to send; once more after a 429 (specs
 * running in parallel may sign the same demo user in at once). Resolves to the answer's `next`.
 */
async function signInByKeyboard(page: Page): Promise<string> {
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await pressUntilFocused(page, form.getByLabel('手机号'));
  await page.keyboard.type(DEMO.multiCompany);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  for (let attempt = 1; ; attempt += 1) {
    await pressUntilFocused(page, form.getByLabel('图形验证码'));
    await page.keyboard.type(await captchaAnswer(page));
    const answered = answerTo(page, SIGN_IN_CALL);
    await page.keyboard.press('Enter');
    const envelope = (await (await answered).json()) as {
      ok: boolean;
      status: number;
      msg: string;
      body: { next: string };
    };
    if (envelope.status === 429 && attempt < 3) {
      await page.waitForTimeout(500 * attempt);
      continue;
    }
    expect(envelope.ok, envelope.msg).toBe(true);
    return envelope.body.next;
  }
}

test('the public home, sign-in and the signed-in shell with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/index/index');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The first Tab stop is the skip link, shown once it has focus; Enter moves focus to the
  // page's main region, and the next Tab lands in the page, past the header.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/index\/index$/);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);

  // From the top again: Tab walks the header's links in reading order to 'sign in'.
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const signInLink = header(page).getByRole('link', { name: '登录', exact: true });
  expect(await pressUntilFocused(page, signInLink)).toEqual([
    '跳到主要内容',
    '供应链金融服务平台',
    '首页',
    '产品服务',
    '新闻资讯',
    '帮助中心',
    '关于我们',
    '简体中文（语言）',
    '外观',
    '登录',
  ]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();

  // Sign in by typing; the account has three companies: one is chosen with Tab and Enter.
  expect(await signInByKeyboard(page)).toBe('chooseCompany');
  await expect(page).toHaveURL(/\/login\/changeComp$/);
  const choices = page.getByRole('list', { name: '选择企业' });
  await pressUntilFocused(page, choices.getByRole('button', { name: DEMO_COMPANIES.DEMO0001 }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/center\/product\/product$/);
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0001);

  // The avatar menu: Enter opens it, the arrow keys walk it, Enter follows a quick link.
  const avatar = header(page).getByRole('button', { name: '用户菜单' });
  await pressUntilFocused(page, avatar);
  await page.keyboard.press('Enter');
  const avatarMenu = page.getByRole('menu', { name: '用户菜单' });
  await expect(avatarMenu).toBeVisible();
  await expect(avatarMenu.getByText('张伟')).toBeVisible();
  await pressUntilFocused(page, avatarMenu.getByRole('menuitem', { name: '个人信息' }), {
    key: 'ArrowDown',
    max: 8,
  });
  await page.keyboard.press('Enter');
  await expect(avatarMenu).toBeHidden();
  await expect(page).toHaveURL(/\/center\/crm\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  // Escape closes a menu without choosing, focus back on its button.
  await page.keyboard.press('Enter');
  await expect(avatarMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(avatarMenu).toBeHidden();
  await expect(avatar).toBeFocused();

  // The sidebar: Tab to an entry, Enter opens it, and it is marked as the current page.
  const companyEntry = sidebar(page).getByRole('link', { name: '企业信息' });
  await pressUntilFocused(page, companyEntry);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/center\/crm\/company\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();
  await expect(companyEntry).toHaveAttribute('aria-current', 'page');

  // The company switcher: Space opens it on the current company, ArrowDown and Enter choose.
  await pressUntilFocused(page, companyButton(page), { key: 'Shift+Tab' });
  await page.keyboard.press('Space');
  const companies = page.getByRole('menu', { name: '切换企业' });
  await expect(companies).toBeVisible();
  await expect(companies.getByRole('menuitem', { name: DEMO_COMPANIES.DEMO0001 })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(companies.getByRole('menuitem', { name: DEMO_COMPANIES.DEMO0002 })).toBeFocused();
  expect(await focusedName(page)).toBe(DEMO_COMPANIES.DEMO0002);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/center\/product\/product$/);
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0002);
});
