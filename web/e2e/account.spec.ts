import { expect, type Locator, type Page, test } from '@playwright/test';

import { expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { freshMobile } from './support/operator';
import {
  answerTo,
  browserIdOf,
  DEMO,
  DEMO_PASSWORD,
  latestCode,
  openSignIn,
  readOutbox,
  signIn,
  submitPasswordForm,
} from './support/sign-in';

// The account centre's account information and personal information against the real server
// (issue 7): sign-in history, e-mail, avatar, SMS notifications, mobile and password changes.

const ACCOUNT_PAGE = '/center/crm/account/list';
const USER_PAGE = '/center/crm/user';
const API = '/api/web/portal/api/';
const ACCOUNT_CAPTCHA_CALL = `${API}company/custAccount/verify/code`;
const PHOTO_CALL = `${API}photo/update`;
const SMS_TREE_CALL = `${API}company/custAccount/login/employeeSmsTreeselect`;

/** 孙磊, root manager of DEMO0005 (EC and CRM): the only account these journeys change. */
const MANAGER = '13800000006';
const MANAGER_NAME = '孙磊';
const NEW_PASSWORD = 'Sunlei#2026x';

interface Envelope<T> {
  ok: boolean;
  status: number;
  msg: string;
  body: T;
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const header = (page: Page) => page.getByRole('banner');
const accountList = (page: Page) => page.getByRole('tabpanel');
/** The value beside a label of a description list (its action button left out). */
const valueOf = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]/div[1]');

/** The newest code of `kind` for `to` that arrives after `action` (not the one before it). */
async function codeAfter(
  page: Page,
  to: string,
  kind: 'sms' | 'email',
  action: () => Promise<void>,
): Promise<string> {
  const before = (await readOutbox(page, to)).find((item) => item.kind === kind)?.code;
  await action();
  return latestCode(page, to, kind, before);
}

/** OK in the 'tip' confirmation of specification §8. */
async function confirm(page: Page) {
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index\/index/);
}

/** A 240×160 PNG drawn by the browser: blue left half, orange right half. */
async function picture(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#0B65FF';
    context.fillRect(0, 0, 120, 160);
    context.fillStyle = '#F28C28';
    context.fillRect(120, 0, 120, 160);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

test.describe('the account of 13800000006', () => {
  // Each journey signs in and walks several calls: more than the default 30 s on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  // Changed by the mobile journey; the password journey signs in with it.
  let mobile = MANAGER;

  test('shows the sign-in history, newest first, with this sign-in', async ({ page }) => {
    await signIn(page, mobile);
    await page.goto(ACCOUNT_PAGE);
    await page.getByRole('tab', { name: '登录记录' }).click();
    await expect(page).toHaveURL(/tab=history/);
    const table = page.getByRole('table', { name: '登录记录' });
    const first = table.getByRole('row').nth(1);
    // The time is the row's header cell; the cells follow it.
    await expect(first.getByRole('cell').nth(2)).toHaveText('密码登录');
    await expect(first.getByRole('cell').nth(3)).toHaveText('成功');
    await expect(page.getByRole('status').filter({ hasText: /^共 \d+ 条记录$/ })).toBeVisible();
    // The tab is in the URL: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('tab', { name: '登录记录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(table.getByRole('row')).not.toHaveCount(0);
  });

  test('changes the e-mail address with a code sent to the new one', async ({ page }) => {
    const email = `zhao-${String(Date.now())}@mail.example`;
    await signIn(page, mobile);
    await page.goto(ACCOUNT_PAGE);
    await expect(valueOf(page, '邮箱')).toHaveText('s***@demo.example');

    await page.getByRole('button', { name: '修改邮箱' }).click();
    const dialog = page.getByRole('dialog', { name: '修改邮箱' });
    // Nothing goes out for an address that cannot be one.
    await dialog.getByLabel('新邮箱').fill('sunlei@demo');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText('请输入正确的邮箱地址')).toBeVisible();

    await dialog.getByLabel('新邮箱').fill(email);
    const code = await codeAfter(page, email, 'email', async () => {
      await dialog.getByRole('button', { name: '获取验证码' }).click();
    });
    await expect(dialog.getByText('验证码已发送至 z***@mail.example')).toBeVisible();
    await dialog.getByLabel('邮箱验证码').fill(code);
    await dialog.getByRole('button', { name: '确定' }).click();
    await confirm(page);
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(valueOf(page, '邮箱')).toHaveText('z***@mail.example');
  });

  test('crops and uploads an avatar, then shows it in the header', async ({ page }) => {
    await signIn(page, mobile);
    await page.goto(USER_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
    const headerAvatar = header(page).getByTestId('header-avatar');
    await expect(headerAvatar).toHaveText('孙');
    // No real-name record for this account in DEMO0005.
    await expect(valueOf(page, '实名状态')).toHaveText('未实名认证');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await picture(page),
    });
    const dialog = page.getByRole('dialog', { name: '裁剪头像' });
    const area = dialog.getByRole('group', { name: '头像裁剪区域' });
    await expect(area.locator('img')).toBeVisible();
    // Zoom in with the keyboard, then move right: the slider follows.
    await area.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('slider', { name: '缩放' })).toHaveAttribute(
      'aria-valuenow',
      '1.2',
    );
    await page.screenshot({ path: 'test-results/account-avatar-crop.png' });

    const saved = answerTo(page, PHOTO_CALL);
    await dialog.getByRole('button', { name: '使用此头像' }).click();
    await confirm(page);
    const answer = (await (await saved).json()) as Envelope<{ avatarFileToken: string }>;
    expect(answer.ok, answer.msg).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(headerAvatar.locator('img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );

    // Still there after a reload: the header reads it from the account.
    await page.reload();
    await expect(header(page).getByTestId('header-avatar').locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );
    const size = await header(page)
      .getByTestId('header-avatar')
      .locator('img')
      .evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size).toEqual([256, 256]);
  });

  test('saves the SMS notification choices and shows them after a reload', async ({ page }) => {
    await signIn(page, mobile);
    const tree = answerTo(page, SMS_TREE_CALL);
    await page.goto(`${ACCOUNT_PAGE}?tab=sms`);
    expect((await tree).status()).toBe(200);
    const enterprise = page.getByRole('group', { name: '企业服务' });
    const crm = page.getByRole('group', { name: '账户中心' });
    await expect(enterprise.getByRole('checkbox')).toHaveCount(4);
    await expect(crm.getByRole('checkbox')).toHaveCount(5);

    // A whole product by its own box, and one notification of another.
    await enterprise.getByRole('checkbox', { name: '企业服务' }).check();
    await crm.getByRole('checkbox', { name: '人员变动通知' }).check();
    await expect(crm.getByRole('checkbox', { name: '账户中心' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await page.getByRole('button', { name: '保存设置' }).click();
    await confirm(page);
    await expect(page.getByText('操作成功')).toBeVisible();

    await page.reload();
    for (const name of ['新的待办事项', '审批结果通知', '融资进度通知']) {
      await expect(enterprise.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(crm.getByRole('checkbox', { name: '人员变动通知' })).toBeChecked();
    await expect(crm.getByRole('checkbox', { name: '企业信息变更结果' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: '保存设置' })).toBeDisabled();
  });

  test('changes the mobile with codes to both numbers, then signs in with the new one', async ({
    page,
  }) => {
    const newMobile = freshMobile();
    await signIn(page, mobile);
    await page.goto(ACCOUNT_PAGE);
    await expect(valueOf(page, '手机号')).toHaveText(masked(mobile));

    const captcha = answerTo(page, ACCOUNT_CAPTCHA_CALL);
    await page.getByRole('button', { name: '修改手机号' }).click();
    const dialog = page.getByRole('dialog', { name: '修改手机号' });
    expect((await captcha).status()).toBe(200);
    const current = dialog.getByRole('group', { name: '第一步：验证当前手机号' });
    const next = dialog.getByRole('group', { name: '第二步：验证新手机号' });
    await expect(current.getByText(`当前手机号：${masked(mobile)}`)).toBeVisible();

    await current
      .getByLabel('图形验证码')
      .fill(await latestCode(page, await browserIdOf(page), 'captcha'));
    const oldCode = await codeAfter(page, mobile, 'sms', async () => {
      await current.getByRole('button', { name: '获取验证码' }).click();
    });
    await expect(dialog.getByText(`验证码已发送至 ${masked(mobile)}`)).toBeVisible();

    // A number that has an account is refused before any code goes out.
    await next.getByLabel('新手机号', { exact: true }).fill(DEMO.admin);
    await next.getByRole('button', { name: '获取验证码' }).click();
    await expect(next.getByText('该手机号已被其他账号使用')).toBeVisible();

    await next.getByLabel('新手机号', { exact: true }).fill(newMobile);
    const newCode = await codeAfter(page, newMobile, 'sms', async () => {
      await next.getByRole('button', { name: '获取验证码' }).click();
    });
    await current.getByLabel('当前手机号验证码').fill(oldCode);
    await next.getByLabel('新手机号验证码').fill(newCode);
    await dialog.getByRole('button', { name: '确定' }).click();
    await confirm(page);
    await expect(page.getByText('手机号已修改，下次请使用新手机号登录')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(valueOf(page, '手机号')).toHaveText(masked(newMobile));
    // The idle dialog's SMS code goes to the mobile the user now signs in with.
    expect(await page.evaluate(() => localStorage.getItem('signedInMobile'))).toBe(newMobile);
    mobile = newMobile;

    await signOut(page);
    await signIn(page, newMobile);
    await page.goto(ACCOUNT_PAGE);
    await expect(valueOf(page, '手机号')).toHaveText(masked(newMobile));
    await expect(valueOf(page, '姓名')).toHaveText(MANAGER_NAME);
  });

  test('changes the password: other sessions end, the old one is refused', async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    await signIn(other, mobile);
    await signIn(page, mobile);
    await page.goto(ACCOUNT_PAGE);
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });

    await dialog.getByLabel('原密码').fill('Wrong@123456');
    await dialog.getByLabel('新密码', { exact: true }).focus();
    await expect(dialog.getByText('原密码错误')).toBeVisible();
    await dialog.getByLabel('原密码').fill(DEMO_PASSWORD);

    // Auth's strength rule, shown as the user types.
    await dialog.getByLabel('新密码', { exact: true }).fill('short');
    await expect(dialog.getByText('密码长度须为8到64位')).toBeVisible();
    await dialog.getByLabel('新密码', { exact: true }).fill('alllowercase');
    await expect(
      dialog.getByText('密码须至少包含小写字母、大写字母、数字、符号中的三种'),
    ).toBeVisible();
    await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await expect(dialog.getByText('密码强度符合要求')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确定' }).click();
    await confirm(page);
    // Auth hashes the new password (argon2): slow on a busy machine.
    await expect(page.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();

    // The other session is over; this one goes on.
    await other.goto(ACCOUNT_PAGE);
    await expect(other).toHaveURL(/\/login/);
    await other.close();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();

    await signOut(page);
    await openSignIn(page);
    const refused = (await (await submitPasswordForm(page, mobile)).json()) as Envelope<unknown>;
    expect(refused.ok).toBe(false);
    await expect(page.getByRole('alert').filter({ hasText: /密码/ })).toBeVisible();
    await signIn(page, mobile, { password: NEW_PASSWORD });
    await page.goto(ACCOUNT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();
  });
});

test('account and personal information of an administrator are accessible', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto(ACCOUNT_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();
  await expect(valueOf(accountList(page), '姓名')).toHaveText('王芳');
  await expect(valueOf(accountList(page), '手机号')).toHaveText('138****0002');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-security.png', fullPage: true });

  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-password.png' });
  await page.getByRole('button', { name: '取消' }).click();

  const captcha = answerTo(page, ACCOUNT_CAPTCHA_CALL);
  await page.getByRole('button', { name: '修改手机号' }).click();
  await captcha;
  await expect(
    page.getByRole('dialog', { name: '修改手机号' }).getByAltText('图形验证码'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-mobile.png' });
  await page.getByRole('button', { name: '取消' }).click();

  await page.getByRole('tab', { name: '登录记录' }).click();
  await expect(page.getByRole('table', { name: '登录记录' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-history.png', fullPage: true });

  await page.getByRole('tab', { name: '短信通知' }).click();
  await expect(page.getByRole('button', { name: '保存设置' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-sms.png', fullPage: true });

  await page.goto(USER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await expect(valueOf(page, '实名状态')).toHaveText('已实名认证');
  await expect(valueOf(page, '证件号码')).toHaveText('310115********4566');
  await expect(valueOf(page, '认证方式')).toHaveText('人脸识别');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-user.png', fullPage: true });

  // 800 px wide: the sidebar closes, nothing overflows sideways, the history is cards.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(ACCOUNT_PAGE);
  await expect(valueOf(accountList(page), '姓名')).toHaveText('王芳');
  await expectNoSidewaysScroll(page);
  await page.goto(`${ACCOUNT_PAGE}?tab=history`);
  await expect(
    page.getByRole('list', { name: '登录记录' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-narrow.png', fullPage: true });
});
