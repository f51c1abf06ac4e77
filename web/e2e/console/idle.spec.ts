import { expect, type Page, test } from '@playwright/test';

import { expectAccessible } from '../support/accessibility';
import { answerTo, DEMO_PASSWORD, enterPassword, guideShot } from './support/console';
import { demoSecret, freshCode } from './support/totp';

// The security verification: the tab's idle timer (its period shortened here, instead of
// waiting 15 minutes) opens it; the authenticator's code opens the session again. The
// gateway's 423 (sent after the real idle period) is simulated by answering a call with it.

async function setIdlePeriod(page: Page, seconds: number) {
  await page.evaluate((idleLimitSec) => {
    sessionStorage.setItem('console.session', JSON.stringify({ idleLimitSec }));
  }, seconds);
}

test('an idle session is locked, verified with a code or the password, and goes on', async ({
  page,
}) => {
  // The sign-in page and its second step, on the way in.
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: '运营管理后台登录' })).toBeVisible();
  await expectAccessible(page);
  await guideShot(page, 'sign-in');
  await enterPassword(page, 'admin', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: '身份验证' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('验证码').fill(await freshCode(demoSecret('admin')));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await expect(page).toHaveURL(/\/review\/dashboard$/);

  await page.getByRole('link', { name: '我的账户' }).click();
  await expect(page.getByRole('heading', { name: '账户信息' })).toBeVisible();

  await setIdlePeriod(page, 2);
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await setIdlePeriod(page, 900);
  await expectAccessible(page, '[role="dialog"]');
  await guideShot(page, 'security-verification');

  const code = dialog.getByLabel('验证器当前显示的 6 位验证码');
  await code.fill('000000');
  await dialog.getByRole('button', { name: '验证' }).click();
  await expect(dialog.getByRole('alert')).toContainText('验证码错误');
  await code.fill(await freshCode(demoSecret('admin')));
  const unlocked = answerTo(page, '/api/ops/session/unlock');
  await dialog.getByRole('button', { name: '验证' }).click();
  expect((await (await unlocked).json()) as { ok: boolean }).toMatchObject({ ok: true });
  await expect(dialog).toBeHidden();

  // Going on: the page under the dialog was kept, and calls pass again.
  await page.getByRole('link', { name: '操作员', exact: true }).click();
  await expect(page.getByRole('grid', { name: '操作员列表' })).toContainText('auditor');

  // The server locks the session (simulated): the dialog opens; the password opens it.
  await page.route('**/api/ops/operator/online', (route) =>
    route.fulfill({ json: { ok: false, status: 423, msg: '会话已锁定', body: null } }),
  );
  await page.getByRole('link', { name: '在线操作员' }).click();
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/ops/operator/online');
  await dialog.getByRole('tab', { name: '登录密码' }).click();
  await dialog.getByRole('textbox', { name: '登录密码' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '验证' }).click();
  await expect(dialog).toBeHidden();
  // What the lock refused is fetched again.
  await expect(page.getByRole('heading', { name: '李运营 · admin' })).toBeVisible();
});
