import { expect, type Page } from '@playwright/test';

import { fillCodes } from './codes';
import { answerTo, CAPTCHA_CALL } from './sign-in';

export interface Registrant {
  mobile: string;
  name: string;
  password: string;
}

/**
 * The registration's account step for a new mobile (SMS code bought with the image captcha):
 * the account exists, the registrant is signed in and the wizard is on the permit step.
 */
export async function registerAccount(page: Page, { mobile, name, password }: Registrant) {
  const captcha = answerTo(page, CAPTCHA_CALL);
  await page.goto('/index/register/account');
  await captcha;
  await page.getByLabel('手机号').fill(mobile);
  await fillCodes(page, mobile, 'register/sendSmsCode');
  await page.getByLabel('姓名', { exact: true }).fill(name);
  await page.getByLabel('登录密码').fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('button', { name: '创建账号，下一步' }).click();
  await expect(page).toHaveURL('/index/register/permit');
}
