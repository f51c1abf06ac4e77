import { expect, test, type Page } from '@playwright/test';

import { demoSecret, freshCode } from './totp';

// Signing in to the operator console as the demo operators of the README (dev and test data):
// one per role, one password, authenticators with published secrets.

export const DEMO_PASSWORD = 'Ops@Demo123456';

export const DEMO_OPERATORS = {
  reviewer: '赵审核',
  approver: '钱复核',
  editor: '孙编辑',
  admin: '李运营',
  auditor: '周审计',
} as const;

export type DemoOperator = keyof typeof DEMO_OPERATORS;

/** Waits for the page's next answer to `path` (a path under /api, query ignored). */
export function answerTo(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** Username and password on the sign-in page, up to the step the back office asks for next. */
export async function enterPassword(page: Page, username: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('用户名').fill(username);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Signs a demo operator in (password, then the authenticator's code) and waits for the shell. */
export async function signInAs(page: Page, username: DemoOperator) {
  await enterPassword(page, username, DEMO_PASSWORD);
  await page.getByLabel('验证码').fill(await freshCode(demoSecret(username)));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(DEMO_OPERATORS[username]) }),
  ).toBeVisible();
}

/** Signs out from the header's account menu and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/**
 * A screenshot for the operators' guide: the window, or the whole page. It lands in the test's
 * output folder; `CONSOLE_SCREENSHOTS=docs` writes it to docs/operations/ instead, to refresh
 * the guide's pictures (a plain test run leaves the repository untouched).
 */
export async function guideShot(page: Page, name: string, { fullPage = false } = {}) {
  await page.waitForLoadState('networkidle');
  const path =
    process.env.CONSOLE_SCREENSHOTS === 'docs'
      ? `../docs/operations/${name}.png`
      : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
}
