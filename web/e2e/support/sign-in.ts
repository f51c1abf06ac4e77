import { expect, type Page, type Response } from '@playwright/test';

// Signing in through the real /login form, for every journey that needs a signed-in user.
// The gateway refuses unprotected API calls (DESIGN §5), so tests never call the sign-in API
// themselves: they drive the page, and read codes from the dev outbox (unprotected, test mode).

/** The demo accounts of the README ("Demo accounts"); all share one password. */
export const DEMO_PASSWORD = 'Demo@123456';
export const DEMO = {
  /** 张伟, in three companies: the sign-in ends at the company chooser. */
  multiCompany: '13800000001',
  /** 王芳, root manager of DEMO0001. */
  admin: '13800000002',
  /** 李娜, plain employee (E102) of DEMO0002. */
  employee: '13800000003',
  /** 刘洋, no known sign-in address: the e-mail check comes first. */
  newIp: '13800000004',
} as const;

export const DEMO_COMPANIES = {
  DEMO0001: '上海示范核心企业集团有限公司',
  DEMO0002: '苏州示范精密制造有限公司',
  DEMO0003: '示范商业保理（深圳）有限公司',
} as const;

const PORTAL_API = '/api/web/portal/api/';
export const CAPTCHA_CALL = `${PORTAL_API}login/user/verify/code`;
export const SIGN_IN_CALL = `${PORTAL_API}login/user/mobileLoginWithSecurity`;

export interface OutboxItem {
  kind: 'sms' | 'email' | 'captcha';
  to: string;
  code: string;
  text: string;
  at: string;
}

interface Envelope<T> {
  ok: boolean;
  status: number;
  msg: string;
  body: T;
}

/** Waits for the page's next answer to `path` (a path under /api, query ignored). */
export function answerTo(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** The browserID the page drew for this tab (sessionStorage, specification §3). */
export async function browserIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => sessionStorage.getItem('browserID'));
  expect(id, 'the page has drawn a browserID').toBeTruthy();
  return id ?? '';
}

/** Everything the dev outbox holds for `to` (mobile, e-mail or browserID), newest first. */
export async function readOutbox(page: Page, to: string): Promise<OutboxItem[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  const envelope = (await response.json()) as Envelope<OutboxItem[]>;
  expect(envelope.ok).toBe(true);
  return envelope.body;
}

/**
 * The newest code of `kind` sent to `to`, waiting for it to arrive; with `unlike`, a code
 * different from that one (a fresh code after a resend or a redrawn captcha).
 */
export async function latestCode(
  page: Page,
  to: string,
  kind: OutboxItem['kind'],
  unlike?: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const item = (await readOutbox(page, to)).find((entry) => entry.kind === kind);
        code = item?.code ?? '';
        return code !== '' && code !== unlike;
      },
      { message: `a ${kind} code for ${to} in the dev outbox` },
    )
    .toBe(true);
  return code;
}

/** The answer of the captcha the page shows now (drawn for this tab's browserID). */
export async function captchaAnswer(page: Page): Promise<string> {
  return latestCode(page, await browserIdOf(page), 'captcha');
}

/** Opens /login (optionally with a `redirect` back) and waits for its image captcha. */
export async function openSignIn(page: Page, redirect?: string): Promise<void> {
  const captcha = answerTo(page, CAPTCHA_CALL);
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`/login${query}`);
  expect((await captcha).status()).toBe(200);
  await expect(page.getByAltText('图形验证码')).toBeVisible();
}

/** Fills the password tab (mobile, password, captcha from the outbox) and submits it. */
export async function submitPasswordForm(
  page: Page,
  mobile: string,
  password: string = DEMO_PASSWORD,
): Promise<Response> {
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByLabel('图形验证码').fill(await captchaAnswer(page));
  const answered = answerTo(page, SIGN_IN_CALL);
  await form.getByRole('button', { name: '登录', exact: true }).click();
  return answered;
}

export interface SignInOptions {
  /** Default: the password of every demo account. */
  password?: string;
  /** The company to choose when the account has several (its name); default the first listed. */
  company?: string;
  /** Where the login page sends the user once signed in (default: the product centre). */
  redirect?: string;
}

/**
 * Signs `mobile` in through the password tab of the real form, choosing a company when asked
 * (`/login/changeComp`), and waits until the page has left the login screens. Demo accounts
 * with a known address only: 13800000004 meets the e-mail step (see sign-in.spec.ts).
 */
export async function signIn(page: Page, mobile: string, options: SignInOptions = {}) {
  let envelope: Envelope<{ next: string }> | undefined;
  // Auth refuses (429) a second sign-in of the same mobile while one is being checked: specs
  // running in parallel may sign the same demo user in at once, so try again a little later.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await openSignIn(page, options.redirect);
    const response = await submitPasswordForm(page, mobile, options.password);
    envelope = (await response.json()) as Envelope<{ next: string }>;
    if (envelope.status !== 429) break;
    await page.waitForTimeout(500 * attempt);
  }
  if (envelope === undefined) throw new Error('no sign-in answer');
  expect(envelope.ok, envelope.msg).toBe(true);
  if (envelope.body.next === 'chooseCompany') {
    await expect(page).toHaveURL(/\/login\/changeComp/);
    const choices = page.getByRole('list', { name: '选择企业' });
    const choice =
      options.company === undefined
        ? choices.getByRole('button').first()
        : choices.getByRole('button', { name: options.company });
    await choice.click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
