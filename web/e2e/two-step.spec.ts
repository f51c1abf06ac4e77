import { createHmac } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { expectNoSidewaysScroll } from './support/accessibility';
import { DEMO, DEMO_PASSWORD, openSignIn, signIn, submitPasswordForm } from './support/sign-in';

// Two-step sign-in: the user switches it on in the security tab by scanning (here: reading) the
// key, signs in again on another device with a code the test computes as an authenticator app
// would (RFC 6238: HMAC-SHA1 of the 30-second step), and switches it off again with the password.

const SECURITY_TAB = '/center/crm/account/list';
const STEP_MS = 30_000;

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code of `step` (Unix time / 30 s) for `secret`. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** Waits for a step after `used`: a code is refused a second time within its window. */
async function nextCode(page: Page, secret: string, used: number): Promise<string> {
  while (stepNow() <= used) await page.waitForTimeout(1_000);
  return totp(secret, stepNow());
}

test('the user switches two-step on, signs in with a computed code, and switches it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.employee);
  await page.goto(SECURITY_TAB);

  await page.getByRole('button', { name: '开启', exact: true }).click();
  const enrol = page.getByRole('dialog', { name: '开启两步验证' });
  await expect(enrol.getByAltText('验证器应用二维码')).toBeVisible();
  const secret = (await enrol.getByTestId('two-step-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirmStep = stepNow();
  await enrol.getByLabel('6 位验证码').fill(totp(secret, confirmStep));
  await enrol.getByRole('button', { name: '确认并开启' }).click();

  const codes = page.getByRole('dialog', { name: '恢复码' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: '我已保存' }).click();
  await expect(page.getByText('已开启，剩余 10 个未使用的恢复码。')).toBeVisible();

  // Another device, a phone: the password is not enough any more.
  const phoneContext = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await openSignIn(phone);
  const answer = (await (await submitPasswordForm(phone, DEMO.employee, DEMO_PASSWORD)).json()) as {
    body: { next: string; accessToken: string | null };
  };
  expect(answer.body.next).toBe('twoStep');
  expect(answer.body.accessToken).toBeNull();
  await expect(phone.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await phone.getByLabel('验证器验证码').fill(await nextCode(phone, secret, confirmStep));
  await phone.getByRole('button', { name: '验证并继续' }).click();
  await phone.waitForURL((url) => !url.pathname.startsWith('/login'));

  // Back on the computer: off again with the password, so other journeys sign in as before.
  await page.getByRole('button', { name: '关闭', exact: true }).click();
  const off = page.getByRole('dialog', { name: '关闭两步验证' });
  await off.getByRole('button', { name: '改用密码' }).click();
  await off.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await off.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(page.getByRole('button', { name: '开启', exact: true })).toBeVisible();
  await phoneContext.close();
});
