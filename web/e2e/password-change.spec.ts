import { expect, test } from '@playwright/test';

import { confirmTip, expectAccessible } from './support/accessibility';
import { freshMobile, portalctl } from './support/operator';
import { registerAccount } from './support/registration';
import { openSignIn, submitPasswordForm } from './support/sign-in';

// The forced password change at sign-in (issue 6): auth asks for a new password when the
// current one breaks the strength rule or is older than `passwordMaxAgeDays`, or when an
// operator asked for one (`portalctl user expire-password`), as here.

test('a password an operator expired is changed at sign-in, after confirming, and the sign-in goes on', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const registrant = { mobile: freshMobile(), name: '钱改密', password: 'Change@2026' };
  const newPassword = 'Renewed#2026x';
  // A fresh account of its own: the account step of a registration is enough.
  await registerAccount(page, registrant);
  await portalctl('admin', 'user', 'expire-password', registrant.mobile);

  // Another day, another browser.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const later = await context.newPage();
  await openSignIn(later);
  const answer = await submitPasswordForm(later, registrant.mobile, registrant.password);
  const envelope = (await answer.json()) as { msg: string; body: { next: string } };
  expect(envelope.body.next).toBe('changePassword');

  await expect(later.getByRole('heading', { name: '修改密码' })).toBeFocused();
  await expect(later.getByText('密码已长期未修改，请设置新密码')).toBeVisible();
  await expectAccessible(later);
  await later.screenshot({ path: 'test-results/sign-in-change-password.png', fullPage: true });

  // The rule is checked before anything is sent; both fields are required.
  const password = later.getByLabel('新密码', { exact: true });
  const confirm = later.getByLabel('确认新密码');
  await password.fill(`Aa#${registrant.mobile}`);
  await later.getByRole('button', { name: '修改密码并登录' }).click();
  await expect(later.getByText('密码不能包含手机号')).toBeVisible();
  await expect(later.getByText('请再次输入新密码')).toBeVisible();
  await expectAccessible(later);

  // A password change asks first (specification §8); cancelled, the step stays.
  await password.fill(newPassword);
  await confirm.fill(newPassword);
  await later.getByRole('button', { name: '修改密码并登录' }).click();
  const dialog = later.getByRole('dialog', { name: '提示' });
  await expect(dialog).toContainText('确认修改登录密码？');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(later.getByRole('heading', { name: '修改密码' })).toBeVisible();

  await later.getByRole('button', { name: '修改密码并登录' }).click();
  await confirmTip(later);
  await expect(later.getByText('操作成功')).toBeVisible();
  // Signed in: the registrant is back in the wizard, where they stopped.
  await expect(later).toHaveURL('/index/register/permit');
  await expect(later.getByRole('heading', { level: 2, name: '企业资质' })).toBeVisible();
  await context.close();

  // The old password no longer opens the account; the new one does, with no change asked.
  await page.context().clearCookies();
  await openSignIn(page);
  const refused = await submitPasswordForm(page, registrant.mobile, registrant.password);
  expect(((await refused.json()) as { ok: boolean }).ok).toBe(false);
  await openSignIn(page);
  const accepted = await submitPasswordForm(page, registrant.mobile, newPassword);
  expect(((await accepted.json()) as { body: { next: string } }).body.next).toBe('register');
  await expect(page).toHaveURL('/index/register/permit');
});
