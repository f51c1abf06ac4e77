import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from './support/accessibility';
import { fillCodes } from './support/codes';
import { decide, freshMobile } from './support/operator';
import { adultIdNumber, creditCode, licenceImage, registerAccount } from './support/registration';
import {
  answerTo,
  CAPTCHA_CALL,
  captchaAnswer,
  openSignIn,
  signIn,
  submitPasswordForm,
} from './support/sign-in';

// Registration (issue 4, item 4) and password reset (item 5) against the real server: a new
// company from the account step through the operator's rejection, a correction and approval
// to its administrator's first sign-in; then that administrator's password reset.

const PORTAL_API = '/api/web/portal/api/';
const PRODUCT_CENTRE = '/center/product/product';

function header(page: Page) {
  return page.getByRole('banner');
}

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index\/index/);
}

async function expectAdministrator(page: Page, company: string, name: string) {
  await expect(page).toHaveURL(PRODUCT_CENTRE);
  await expect(header(page).getByTestId('company-switcher')).toHaveText(company);
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  await expect(menu.getByText('管理员', { exact: true })).toBeVisible();
  await expect(menu.getByText(name)).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('a company registers, is rejected, corrects, is approved; its administrator resets the password', () => {
  test.describe.configure({ mode: 'serial' });

  const mobile = freshMobile();
  const person = '陈注册';
  const password = 'Regist@2026';
  const newPassword = 'Reset#2026x';
  const company = `深圳测试注册${mobile.slice(-4)}有限公司`;
  const corrected = `${company.replace('有限公司', '')}科技有限公司`;

  test('the registration, from the account step to the first sign-in', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);

    // Account: mobile proven by SMS (bought with the image captcha), name, password.
    const captcha = answerTo(page, CAPTCHA_CALL);
    await page.goto('/index/register');
    await expect(page).toHaveURL('/index/register/account');
    await captcha;
    await expect(page.getByRole('heading', { level: 1, name: '企业注册' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '账号信息' })).toBeVisible();
    await page.getByLabel('手机号').fill(mobile);
    await fillCodes(page, mobile, 'register/sendSmsCode');
    await page.getByLabel('姓名', { exact: true }).fill(person);
    await page.getByLabel('登录密码').fill('short');
    await page.getByLabel('确认密码').fill('short');
    await page.getByRole('button', { name: '创建账号，下一步' }).click();
    await expect(page.getByText('密码长度应为8至64位')).toBeVisible();
    await page.getByLabel('登录密码').fill(password);
    await page.getByLabel('确认密码').fill(password);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-account.png', fullPage: true });
    await page.getByRole('button', { name: '创建账号，下一步' }).click();

    // Permit: the company's details; the credit code is checked as it is typed.
    await expect(page).toHaveURL('/index/register/permit');
    await expect(page.getByRole('heading', { level: 2, name: '企业资质' })).toBeVisible();
    const code = creditCode();
    const wrongCheck = code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
    await page.getByLabel('企业名称').fill(company);
    await page.getByLabel('统一社会信用代码').fill(wrongCheck);
    await expect(page.getByText('统一社会信用代码校验码不正确')).toBeVisible();
    await page.getByLabel('统一社会信用代码').fill(code);
    await expect(page.getByText('统一社会信用代码校验码不正确')).toBeHidden();
    await page.getByLabel('法定代表人姓名').fill('李法人');
    await page.getByLabel('法定代表人身份证号码').fill(adultIdNumber());
    await page.getByLabel('所在省份').selectOption({ label: '广东省' });
    await expect(page.getByLabel('所在地区').locator('option', { hasText: '深圳市' })).toHaveCount(
      1,
    );
    await page.getByLabel('所在地区').selectOption({ label: '深圳市' });
    await page.getByLabel('详细地址').fill('南山区科技园1号');
    const uploaded = answerTo(page, `${PORTAL_API}third/file/store`);
    await page
      .locator('input[type=file]')
      .setInputFiles(await licenceImage(page, 'licence.png', '#0B65FF'));
    await uploaded;
    await expect(page.getByAltText('licence.png 的预览')).toBeVisible();
    await page.getByRole('checkbox', { name: '核心企业' }).check();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-permit.png', fullPage: true });
    // Sending the details for review asks first (specification §8).
    await page.getByRole('button', { name: '提交，下一步' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(
      '确认提交企业资质信息？',
    );
    await confirmTip(page);

    // Verification: real name, then the face link, opened in a new tab.
    await expect(page).toHaveURL('/index/register/verification');
    await expect(page.getByLabel('姓名', { exact: true })).toHaveValue(person);
    await page.getByLabel('身份证号码', { exact: true }).fill(adultIdNumber());
    await page.getByRole('button', { name: '提交实名认证' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(
      `确认以“${person}”的身份提交实名认证？`,
    );
    await confirmTip(page);
    await expect(page.getByText(`实名认证已通过：${person}`)).toBeVisible();
    await page.getByRole('button', { name: '获取人脸识别链接' }).click();
    const faceLink = page.getByRole('link', { name: '打开人脸识别页面' });
    await expect(faceLink).toBeVisible();
    const faceUrl = (await faceLink.getAttribute('href')) ?? '';
    expect(faceUrl).toMatch(/^\/face-success\?token=/);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-verification.png', fullPage: true });
    const opened = context.waitForEvent('page');
    await faceLink.click();
    const face = await opened;
    await expect(face.getByRole('heading', { level: 1, name: '人脸识别成功' })).toBeVisible();
    await expect(face.getByText('注册申请已提交审核')).toBeVisible();
    await expectAccessible(face);
    await face.screenshot({ path: 'test-results/register-face-success.png' });
    // The link is single use.
    await face.goto(faceUrl);
    await expect(face.getByRole('heading', { level: 1, name: '人脸识别未完成' })).toBeVisible();
    await expect(face.getByText('人脸识别链接无效或已过期')).toBeVisible();
    await face.close();

    // The wizard noticed by itself: waiting for the operator.
    await expect(page).toHaveURL('/index/register/approval');
    await expect(page.getByText('待审核', { exact: true })).toBeVisible();
    const registrationId = Number(await page.getByText(/^\d{12}$/).textContent());
    expect(registrationId).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-approval.png', fullPage: true });

    // The operator rejects, naming two fields.
    await decide(
      'registration',
      String(registrationId),
      'reject',
      'compName=企业名称与营业执照不一致',
      'licenceFileToken=营业执照照片不清晰',
    );
    await page.getByRole('button', { name: '刷新状态' }).click();
    await expect(page.getByText('未通过', { exact: true })).toBeVisible();
    await expect(page.getByText('企业名称：企业名称与营业执照不一致')).toBeVisible();
    await expect(page.getByText('营业执照：营业执照照片不清晰')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-rejected.png', fullPage: true });
    await page.getByRole('link', { name: '修改并重新提交' }).click();

    // The permit step again, each reason beside its field; what was filled is still there.
    await expect(page).toHaveURL('/index/register/permit');
    await expect(page.getByText('审核意见：企业名称与营业执照不一致')).toBeVisible();
    await expect(page.getByText('审核意见：营业执照照片不清晰')).toBeVisible();
    await expect(page.getByLabel('企业名称')).toHaveValue(company);
    await expect(page.getByLabel('统一社会信用代码')).toHaveValue(code);
    await expect(page.getByLabel('所在地区')).toHaveValue('440300');
    await expect(page.getByRole('checkbox', { name: '核心企业' })).toBeChecked();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-permit-rejected.png', fullPage: true });
    await page.getByLabel('企业名称').fill(corrected);
    await expect(page.getByText('审核意见：企业名称与营业执照不一致')).toBeHidden();
    await page.getByLabel('法定代表人身份证号码').fill(adultIdNumber());
    const replaced = answerTo(page, `${PORTAL_API}third/file/store`);
    await page
      .locator('input[type=file]')
      .setInputFiles(await licenceImage(page, 'licence-2.png', '#1B6B2F'));
    await replaced;
    await expect(page.getByAltText('licence-2.png 的预览')).toBeVisible();
    await page.getByRole('button', { name: '提交，下一步' }).click();
    await confirmTip(page);

    // No verification reason: straight back to review; the operator approves.
    await expect(page).toHaveURL('/index/register/approval');
    await expect(page.getByText('待审核', { exact: true })).toBeVisible();
    await decide('registration', String(registrationId), 'approve');
    // The approval page also asks by itself: after a slow decision it may have moved on already.
    const refresh = page.getByRole('button', { name: '刷新状态' });
    await expect(async () => {
      if (await refresh.isVisible()) await refresh.click();
      await expect(page).toHaveURL('/index/register/success', { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 2, name: '注册成功' })).toBeVisible();
    await expect(page.getByText(`${corrected}已开通，您是该企业的管理员。`)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/register-success.png', fullPage: true });

    // In as the new company's administrator, then a sign-in of its own.
    await page.getByRole('button', { name: '进入产品中心' }).click();
    await expectAdministrator(page, corrected, person);
    await signOut(page);
    await signIn(page, mobile, { password });
    await expectAdministrator(page, corrected, person);
    await signOut(page);
  });

  test('the administrator resets the password and signs in with the new one', async ({ page }) => {
    test.setTimeout(120_000);
    const captcha = answerTo(page, CAPTCHA_CALL);
    await page.goto('/index/resetpwd');
    await expect(page).toHaveURL('/index/resetpwd/account');
    await captcha;
    await expect(page.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '验证账号' })).toBeVisible();
    await page.getByLabel('手机号').fill(mobile);
    await fillCodes(page, mobile, 'resetpwd/sendSmsCode');
    await expect(page.getByText('如该手机号已注册，验证码已发送至')).toBeVisible();
    // The first captcha bought the code; the account step needs the new one.
    await page.getByLabel('图形验证码').fill(await captchaAnswer(page));
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/resetpwd-account.png', fullPage: true });
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page).toHaveURL('/index/resetpwd/reset');
    await expect(page.getByRole('heading', { level: 2, name: '重置密码' })).toBeVisible();
    await page.getByLabel('新密码', { exact: true }).fill('alllowercase');
    await page.getByLabel('确认新密码').fill('alllowercase');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(
      page.getByText('密码须至少包含小写字母、大写字母、数字、符号中的三种'),
    ).toBeVisible();
    // The server refuses the current password; the ticket stays for the next try.
    await page.getByLabel('新密码', { exact: true }).fill(password);
    await page.getByLabel('确认新密码').fill(password);
    const refused = answerTo(page, `${PORTAL_API}resetpwd/reset`);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('确认重置登录密码？');
    await confirmTip(page);
    const refusal = (await (await refused).json()) as { ok: boolean; msg: string };
    expect(refusal.ok).toBe(false);
    await expect(page.getByRole('alert')).toHaveText(refusal.msg);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/resetpwd-reset.png', fullPage: true });
    await page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await page.getByLabel('确认新密码').fill(newPassword);
    await page.getByRole('button', { name: '重置密码' }).click();
    await confirmTip(page);

    await expect(page).toHaveURL('/index/resetpwd/complete');
    await expect(page.getByText('密码已重置，请使用新密码登录。')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/resetpwd-complete.png', fullPage: true });
    await page.getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL('/login');

    // The old password no longer opens the account; the new one does.
    await openSignIn(page);
    const old = await submitPasswordForm(page, mobile, password);
    expect(((await old.json()) as { ok: boolean }).ok).toBe(false);
    await expect(page.getByRole('alert')).toHaveText('手机号或密码错误');
    await signIn(page, mobile, { password: newPassword });
    await expectAdministrator(page, corrected, person);
  });
});

test('the face verification page says when its link is missing, unknown or used', async ({
  page,
}) => {
  await page.goto('/face-success');
  await expect(page.getByRole('heading', { level: 1, name: '人脸识别未完成' })).toBeVisible();
  await expect(page.getByText('人脸识别链接无效或已过期，请重新发起。')).toBeVisible();

  const completed = answerTo(page, `${PORTAL_API}register/verify/face/complete`);
  await page.goto('/face-success?token=not-a-real-token');
  expect(((await (await completed).json()) as { ok: boolean }).ok).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: '人脸识别未完成' })).toBeVisible();
  await expect(page.getByText('人脸识别链接无效或已过期，请重新发起')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回企业注册' })).toHaveAttribute(
    'href',
    '/index/register/verification',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/register-face-failed.png' });
});

test('a registration is resumable: signing in again returns to the step reached, data kept', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const registrant = { mobile: freshMobile(), name: '孙续注', password: 'Resume@2026' };
  const company = `杭州续注测试${registrant.mobile.slice(-4)}有限公司`;
  const code = creditCode();
  await registerAccount(page, registrant);
  await expect(page.getByRole('heading', { level: 2, name: '企业资质' })).toBeVisible();

  // The registrant leaves after the account step and comes back on another browser: signing
  // in opens the step they had reached.
  const second = await browser.newContext({ locale: 'zh-CN' });
  const back = await second.newPage();
  await signIn(back, registrant.mobile, { password: registrant.password });
  await expect(back).toHaveURL('/index/register/permit');
  await expect(back.getByRole('heading', { level: 2, name: '企业资质' })).toBeVisible();
  await expect(back.getByRole('banner').getByRole('link', { name: '继续注册' })).toBeVisible();

  // The company's details, sent for review after confirming: on to verification.
  await back.getByLabel('企业名称').fill(company);
  await back.getByLabel('统一社会信用代码').fill(code);
  await back.getByLabel('法定代表人姓名').fill('周法人');
  await back.getByLabel('法定代表人身份证号码').fill(adultIdNumber());
  await back.getByLabel('所在省份').selectOption({ label: '浙江省' });
  await expect(back.getByLabel('所在地区').locator('option', { hasText: '杭州市' })).toHaveCount(1);
  await back.getByLabel('所在地区').selectOption({ label: '杭州市' });
  await back.getByLabel('详细地址').fill('西湖区文三路1号');
  const uploaded = answerTo(back, `${PORTAL_API}third/file/store`);
  await back
    .locator('input[type=file]')
    .setInputFiles(await licenceImage(back, 'licence.png', '#0B65FF'));
  await uploaded;
  await back.getByRole('checkbox', { name: '供应商' }).check();
  await back.getByRole('button', { name: '提交，下一步' }).click();
  await confirmTip(back);
  await expect(back).toHaveURL('/index/register/verification');
  await second.close();

  // Once more, on a third browser: back at verification, everything entered is still there.
  const third = await browser.newContext({ locale: 'zh-CN' });
  const again = await third.newPage();
  await signIn(again, registrant.mobile, { password: registrant.password });
  await expect(again).toHaveURL('/index/register/verification');
  await expect(again.getByLabel('姓名', { exact: true })).toHaveValue(registrant.name);
  await again.goto('/index/register/permit');
  await expect(again.getByLabel('企业名称')).toHaveValue(company);
  await expect(again.getByLabel('统一社会信用代码')).toHaveValue(code);
  await expect(again.getByLabel('法定代表人姓名')).toHaveValue('周法人');
  await expect(again.getByLabel('所在地区')).toHaveValue('330100');
  await expect(again.getByLabel('详细地址')).toHaveValue('西湖区文三路1号');
  await expect(again.getByRole('checkbox', { name: '供应商' })).toBeChecked();
  await expect(again.getByAltText('已上传的营业执照 的预览')).toBeVisible();
  await expectAccessible(again);
  await third.close();
});
