import { join } from 'node:path';

import { type BrowserContext, expect, test } from '@playwright/test';

import { expectAccessible } from './support/accessibility';
import {
  answerTo,
  browserIdOf,
  captchaAnswer,
  DEMO,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  latestCode,
  openSignIn,
  SIGN_IN_CALL,
  signIn,
  submitPasswordForm,
} from './support/sign-in';

// Sign-in journeys of issue 6 item 4 against the real server. Each test uses its own demo
// account where the server keeps per-mobile state (SMS windows, the sign-in guard), so the
// tests can run in parallel.

const PRODUCT_CENTRE = /\/center\/product\/product$/;
const SEND_LOGIN_CODE = '/api/web/portal/api/sms/sendMobileCodeOfLoginWithSecurity';

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

/** The access token's claims, read the way the page reads them (unverified). */
async function tokenClaims(context: BrowserContext): Promise<Record<string, unknown>> {
  const token = await cookie(context, 'access_token');
  expect(token, 'an access token cookie').toBeTruthy();
  const payload = (token ?? '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test('the sign-in page: both tabs, links, language switch, no serious axe violation', async ({
  page,
}) => {
  await openSignIn(page);

  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
    'href',
    '/index/resetpwd',
  );
  await expect(page.getByRole('link', { name: '企业注册' })).toHaveAttribute(
    'href',
    '/index/register',
  );
  await expectAccessible(page);
  // Into the run's own folder: this spec also runs distributed (test-results-distributed/).
  const folder = test.info().project.outputDir;
  await page.screenshot({ path: join(folder, 'sign-in.png'), fullPage: true });

  // Required fields are named before anything is sent.
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await expect(form.getByText('请输入手机号')).toBeVisible();
  await expect(form.getByText('请输入密码')).toBeVisible();
  await expect(form.getByText('请输入图形验证码')).toBeVisible();

  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(
    page.getByRole('tabpanel', { name: '短信登录' }).getByLabel('短信验证码'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SMS code' })).toBeVisible();
});

test('password sign-in lands in the product centre with both tokens', async ({ page, context }) => {
  await signIn(page, DEMO.admin);

  await expect(page).toHaveURL(PRODUCT_CENTRE);
  expect(await cookie(context, 'refresh_token')).toBeTruthy();
  expect(await cookie(context, 'failurePeriodSec')).toBe('1800');
  expect((await tokenClaims(context)).comp).toBe('DEMO0001');

  // Signed in, /login is no place to be (specification §2).
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

test('sign-in goes back to the page asked for', async ({ page }) => {
  await page.goto('/center/crm/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcenter%2Fcrm%2Fuser/);

  await signIn(page, DEMO.employee, { redirect: '/center/crm/user' });
  await expect(page).toHaveURL(/\/center\/crm\/user$/);
});

test('a wrong password shows the server message and a new image code', async ({ page }) => {
  await openSignIn(page);
  const firstCaptcha = await captchaAnswer(page);
  // An unregistered mobile: failures count per mobile, and no demo account gets locked.
  const redrawn = page.waitForResponse((r) => r.url().includes('login/user/verify/code'));
  const response = await submitPasswordForm(page, '13900000009', 'Wrong@123456');

  expect(((await response.json()) as { status: number }).status).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('手机号或密码错误');
  await redrawn;
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
  const secondCaptcha = await latestCode(page, await browserIdOf(page), 'captcha', firstCaptcha);
  expect(secondCaptcha).not.toBe(firstCaptcha);
});

test('SMS sign-in: captcha, code from the outbox, 120 s countdown', async ({ page }) => {
  await openSignIn(page);
  await page.getByRole('tab', { name: '短信登录' }).click();
  const form = page.getByRole('tabpanel', { name: '短信登录' });
  await form.getByLabel('手机号').fill(DEMO.employee);

  // No image code yet: the code cannot be asked for.
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByText('请先输入图形验证码，再获取短信验证码')).toBeVisible();

  await form.getByLabel('图形验证码').fill(await captchaAnswer(page));
  const sent = answerTo(page, SEND_LOGIN_CODE);
  await form.getByRole('button', { name: '获取验证码' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByText('验证码已发送至 138****0003')).toBeVisible();
  const countdown = form.getByRole('button', { name: /秒后重新获取/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^1[12]\d秒后重新获取$/);
  // The captcha bought this code; the sign-in asks for no second one.
  await expect(form.getByLabel('图形验证码')).toHaveCount(0);

  await form.getByLabel('短信验证码').fill(await latestCode(page, DEMO.employee, 'sms'));
  const answered = answerTo(page, SIGN_IN_CALL);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  expect(((await (await answered).json()) as { ok: boolean }).ok).toBe(true);
  await expect(page).toHaveURL(PRODUCT_CENTRE);
});

test('a user of three companies chooses one at sign-in', async ({ page, context }) => {
  await openSignIn(page);
  await submitPasswordForm(page, DEMO.multiCompany);

  await expect(page).toHaveURL(/\/login\/changeComp$/);
  await expect(page.getByRole('heading', { name: '选择企业' })).toBeVisible();
  const choices = page.getByRole('list', { name: '选择企业' }).getByRole('button');
  await expect(choices).toHaveCount(3);
  for (const name of Object.values(DEMO_COMPANIES)) {
    await expect(choices.filter({ hasText: name })).toHaveCount(1);
  }
  await expectAccessible(page);

  await choices.filter({ hasText: DEMO_COMPANIES.DEMO0003 }).click();
  await expect(page).toHaveURL(PRODUCT_CENTRE);
  expect((await tokenClaims(context)).comp).toBe('DEMO0003');
});

test('a sign-in from a new address asks for the e-mail code first', async ({ page }) => {
  await openSignIn(page);
  const response = await submitPasswordForm(page, DEMO.newIp);
  expect(((await response.json()) as { body: { next: string } }).body.next).toBe('ipCheck');

  await expect(page.getByRole('heading', { name: '新地址登录验证' })).toBeFocused();
  await expectAccessible(page);
  // The code field is required.
  await page.getByRole('button', { name: '验证并继续' }).click();
  await expect(page.getByText('请输入邮箱验证码')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至 l***@demo.example')).toBeVisible();
  const code = await latestCode(page, 'liuyang@demo.example', 'email');
  await page.getByLabel('邮箱验证码').fill(code);
  await page.getByRole('button', { name: '验证并继续' }).click();

  await expect(page).toHaveURL(PRODUCT_CENTRE);
});

test('sign out ends the session on the server and goes home', async ({ page, context }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(PRODUCT_CENTRE);

  const loggedOut = answerTo(page, '/api/web/portal/api/login/user/logout');
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const envelope = (await (await loggedOut).json()) as { ok: boolean };

  expect(envelope.ok).toBe(true);
  await expect(page).toHaveURL(/\/index\/index$/);
  expect(await cookie(context, 'access_token')).toBeUndefined();
  expect(await cookie(context, 'refresh_token')).toBeUndefined();
  await page.goto('/center/product/product');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the password is sent encrypted, never in clear', async ({ page }) => {
  await openSignIn(page);
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === SIGN_IN_CALL);
  await submitPasswordForm(page, DEMO.employee);
  const sent = await request;

  expect(sent.postData() ?? '').not.toContain(DEMO_PASSWORD);
  expect(sent.headers().aes).toBeTruthy();
});
