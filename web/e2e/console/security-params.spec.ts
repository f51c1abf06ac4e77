import { type Browser, expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { DEMO, signIn } from '../support/sign-in';
import { signInAs } from './support/console';

// The portal's idle period is a security parameter: an administrator shortens it in the
// console, and a portal user who then signs in and stays idle longer is asked to verify again.
// The parameter applies to every portal session started after the change, so this journey
// runs on its own after all the others (playwright.config.ts, project `portal-wide`) and puts
// the original value back however it ends.

const PARAM = 'failurePeriodSec';
// The shortest idle period the parameter allows (auth/params.py).
const SHORT_SEC = 60;

function paramRow(page: Page) {
  return page.getByRole('table', { name: '安全参数' }).getByRole('row').filter({ hasText: PARAM });
}

/** The idle period in seconds as the console's security page shows it now. */
async function readIdlePeriod(page: Page): Promise<number> {
  await page.getByRole('link', { name: '安全参数' }).click();
  const shown = (await paramRow(page).getByRole('cell').nth(1).textContent()) ?? '';
  const seconds = Number.parseInt(shown, 10);
  expect(seconds, `the value of ${PARAM}: ${shown}`).toBeGreaterThan(0);
  return seconds;
}

async function setIdlePeriod(page: Page, seconds: number) {
  await page.getByRole('link', { name: '安全参数' }).click();
  await page.getByRole('button', { name: `修改 ${PARAM}` }).click();
  const dialog = page.getByRole('dialog', { name: '修改安全参数' });
  await dialog.getByRole('spinbutton', { name: '新值' }).fill(String(seconds));
  await dialog.getByRole('button', { name: '保存' }).click();
  await confirmTip(page);
  await expect(page.getByText('已保存，从下一次请求起生效')).toBeVisible();
  await expect(paramRow(page).getByRole('cell').nth(1)).toHaveText(`${seconds} 秒`);
}

/** Puts the value back from a console tab of its own: the test's page may be anywhere. */
async function restoreIdlePeriod(browser: Browser, baseURL: string | undefined, seconds: number) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await signInAs(page, 'admin');
    if ((await readIdlePeriod(page)) !== seconds) await setIdlePeriod(page, seconds);
  } finally {
    await context.close();
  }
}

test('a shorter idle period asks an idle portal user to verify again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  const original = await readIdlePeriod(page);
  try {
    await setIdlePeriod(page, SHORT_SEC);
    await expectAccessible(page);

    // A session started now takes the new period: the sign-in answer hands it to the page.
    const portal = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN' });
    const user = await portal.newPage();
    // The page's clock, so a minute of idleness passes without waiting for it.
    await user.clock.install();
    await signIn(user, DEMO.employee);
    const cookies = await portal.cookies();
    expect(cookies.find(({ name }) => name === PARAM)?.value).toBe(String(SHORT_SEC));

    const verification = user.getByRole('dialog', { name: '安全验证' });
    await user.clock.fastForward((SHORT_SEC - 10) * 1000);
    await expect(verification).toBeHidden();
    await user.clock.fastForward(15_000);
    await expect(verification).toBeVisible();
    await expect(verification.getByLabel('登录密码')).toBeVisible();
    await expectAccessible(user, '[role="dialog"]');
    await portal.close();
  } finally {
    await restoreIdlePeriod(browser, testInfo.project.use.baseURL, original);
  }
});
