import { expect, type Page } from '@playwright/test';

import { confirmTip } from './accessibility';
import { fillCodes } from './codes';
import { answerTo, CAPTCHA_CALL } from './sign-in';

// ISO 7064 MOD 11-2, as kit/portal_kit/validators.py computes the 18th character.
function idCheckCharacter(first17: string): string {
  const total = Array.from(first17).reduce(
    (sum, digit, index) => sum + Number(digit) * (2 ** (17 - index) % 11),
    0,
  );
  return '10X98765432'.charAt(total % 11);
}

/** A valid ID number of someone born in 1985 (an adult), different on every call. */
export function adultIdNumber(): string {
  const sequence = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const first17 = `11010519850615${sequence}`;
  return first17 + idCheckCharacter(first17);
}

const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code with the right check character (GB 32100-2015), random. */
export function creditCode(): string {
  let first17 = '91440300';
  while (first17.length < 17) {
    first17 += CREDIT_ALPHABET.charAt(Math.floor(Math.random() * CREDIT_ALPHABET.length));
  }
  const total = Array.from(first17).reduce(
    (sum, character, index) =>
      sum + CREDIT_ALPHABET.indexOf(character) * (CREDIT_WEIGHTS[index] ?? 0),
    0,
  );
  return first17 + CREDIT_ALPHABET.charAt((31 - (total % 31)) % 31);
}

/** A PNG drawn by the browser, as a file for the upload field. */
export async function licenceImage(page: Page, name: string, colour: string) {
  const data = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 140;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = fill;
    context.fillRect(0, 0, 200, 140);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

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

const FILE_STORE = '/api/web/portal/api/third/file/store';

export interface CompanyDetails {
  name: string;
  creditCode: string;
  /** The role ticked ('核心企业', '供应商', ...). */
  role: string;
}

/**
 * The permit step: the company's details (legal representative, Shenzhen, a drawn licence
 * image), sent for review after confirming; the wizard moves on to verification.
 */
export async function submitCompanyDetails(page: Page, company: CompanyDetails) {
  await expect(page.getByRole('heading', { level: 2, name: '企业资质' })).toBeVisible();
  await page.getByLabel('企业名称').fill(company.name);
  await page.getByLabel('统一社会信用代码').fill(company.creditCode);
  await page.getByLabel('法定代表人姓名').fill('李法人');
  await page.getByLabel('法定代表人身份证号码').fill(adultIdNumber());
  await page.getByLabel('所在省份').selectOption({ label: '广东省' });
  await expect(page.getByLabel('所在地区').locator('option', { hasText: '深圳市' })).toHaveCount(1);
  await page.getByLabel('所在地区').selectOption({ label: '深圳市' });
  await page.getByLabel('详细地址').fill('南山区科技园1号');
  const uploaded = answerTo(page, FILE_STORE);
  await page
    .locator('input[type=file]')
    .setInputFiles(await licenceImage(page, 'licence.png', '#0B65FF'));
  await uploaded;
  await page.getByRole('checkbox', { name: company.role }).check();
  await page.getByRole('button', { name: '提交，下一步' }).click();
  await confirmTip(page);
  await expect(page).toHaveURL('/index/register/verification');
}

/**
 * The verification step: the registrant's real name, then the face link in a tab of its own.
 * The wizard then waits for the operators; resolves to the registration's number it shows.
 */
export async function verifyAndAwaitReview(page: Page, name: string): Promise<string> {
  await expect(page.getByLabel('姓名', { exact: true })).toHaveValue(name);
  await page.getByLabel('身份证号码', { exact: true }).fill(adultIdNumber());
  await page.getByRole('button', { name: '提交实名认证' }).click();
  await confirmTip(page);
  await expect(page.getByText(`实名认证已通过：${name}`)).toBeVisible();
  await page.getByRole('button', { name: '获取人脸识别链接' }).click();
  const faceUrl =
    (await page.getByRole('link', { name: '打开人脸识别页面' }).getAttribute('href')) ?? '';
  const face = await page.context().newPage();
  await face.goto(faceUrl);
  await expect(face.getByText('注册申请已提交审核')).toBeVisible();
  await face.close();
  await expect(page).toHaveURL('/index/register/approval');
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  return (await page.getByText(/^\d{12}$/).textContent()) ?? '';
}
