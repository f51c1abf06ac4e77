import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from './support/accessibility';
import { decide, freshMobile, portalctl } from './support/operator';
import { signIn } from './support/sign-in';

// Company information and the change of administrator against the real server (issue 4): the
// user's companies and details, an application with its letter, its progress, the operator.

/** 郑洁, root manager of DEMO0008: the only account these journeys change. */
const MANAGER = '13800000009';
const COMPANY = '示范创新投资基金管理有限公司';
const LIST = '/center/crm/company/list';
const VIEW = '/center/crm/company/changeAccView';
/** A valid resident ID number of an adult (check character included). */
const ID_NUMBER = '31011519750312123X';

/** A row of the console's change-of-administrator queue, as portalctl prints it. */
interface OperatorApplication {
  id: number;
  status: string;
  compCode: string;
  name: string;
}

/** A small PNG drawn in the page: the server sniffs the bytes, so it must be a real one. */
async function letter(page: Page) {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#F1F2F4';
    context.fillRect(0, 0, 120, 160);
    context.fillStyle = '#B3261E';
    context.beginPath();
    context.arc(80, 120, 24, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'authorisation.png', mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

const applications = (page: Page) => page.getByTestId('change-application');

test.describe('company information and the change of administrator of DEMO0008', () => {
  // Each journey signs in and takes several steps: on a loaded machine that exceeds 30 s.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const person = { name: `新管理员${String(Date.now()).slice(-4)}`, mobile: freshMobile() };

  test("lists the user's companies and details the current one", async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();
    const companies = page.getByRole('list', { name: '我的企业' });
    await expect(companies.getByRole('button')).toHaveCount(1);
    await expect(companies.getByRole('button', { name: new RegExp(COMPANY) })).toContainText(
      '当前企业',
    );
    await expect(companies).toContainText('投资机构');

    const detail = page.getByRole('region', { name: COMPANY });
    await expect(detail).toContainText('91110108MA04F6J1UY');
    await expect(detail).toContainText('高峰');
    await expect(detail).toContainText('110108********7055');
    // Division codes named by reference: Beijing's districts hang under the province.
    // The street address already names its regions: they are not repeated before it.
    await expect(detail).toContainText('注册地址北京市海淀区中关村大街27号');
    await expect(detail).toContainText('郑洁 · 138****0009');
    await page.screenshot({ path: 'test-results/company-list.png', fullPage: true });
    await expectAccessible(page);

    await detail.getByRole('link', { name: '变更申请记录' }).click();
    await expect(page).toHaveURL(VIEW);
    await expect(page.getByText('还没有管理员变更申请')).toBeVisible();
  });

  test('applies to change the administrator with a signed letter', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: LIST });
    await page.getByRole('link', { name: '变更企业管理员' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '变更企业账户' })).toBeVisible();

    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入新管理员姓名')).toBeVisible();
    await expect(page.getByText('请输入证件号码')).toBeVisible();
    await expect(page.getByText('请上传授权委托书')).toBeVisible();

    await page.getByRole('textbox', { name: '新管理员姓名' }).fill(person.name);
    await page.getByRole('textbox', { name: '新管理员手机号' }).fill(person.mobile);
    const id = page.getByRole('textbox', { name: '新管理员身份证号码' });
    await id.fill('310115197503121231');
    await expect(page.getByText('证件号码校验码不正确')).toBeVisible();
    await id.fill(ID_NUMBER);
    await expect(page.getByText('证件号码校验码不正确')).toBeHidden();
    await page.locator('input[type="file"]').setInputFiles(await letter(page));
    await expect(page.getByRole('img', { name: 'authorisation.png 的预览' })).toBeVisible();
    await page.screenshot({ path: 'test-results/company-change-acc.png', fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(person.name);
    await confirmTip(page);
    await expect(page).toHaveURL(VIEW);
    await expect(page.getByText('申请已提交，请等待平台审核。')).toBeVisible();

    const application = applications(page).first();
    await expect(application).toContainText('待审核');
    await expect(application).toContainText(person.name);
    await expect(application).toContainText(
      `${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`,
    );
    await expect(application).toContainText('310115********123X');
    await expect(application).toContainText('郑洁');
    // The letter is a company file now: the page downloads and links it.
    await expect(application.getByRole('link', { name: '查看授权委托书' })).toBeVisible();
    await page.screenshot({ path: 'test-results/company-change-acc-view.png', fullPage: true });
    await expectAccessible(page);

    // One pending application per company: the form says so instead of a second one.
    await page.goto('/center/crm/company/changeAcc');
    await expect(page.getByText('企业已有待审核的管理员变更申请，请等待平台处理。')).toBeVisible();
  });

  test('the operator sees the application, rejects it, and the company reads why', async ({
    page,
  }) => {
    const listed = JSON.parse(
      await portalctl('reviewer', 'admin-change', 'list', '--keyword', 'DEMO0008'),
    ) as { rows: OperatorApplication[] };
    const ours = listed.rows.find(
      ({ compCode, name }) => compCode === 'DEMO0008' && name === person.name,
    );
    expect(ours, 'the pending application of DEMO0008 in portalctl admin-change list').toBeTruthy();
    expect(ours?.status).toBe('pending');
    await decide('admin-change', String(ours?.id), 'reject', '授权委托书未加盖公章');

    await signIn(page, MANAGER, { redirect: VIEW });
    const application = applications(page).first();
    await expect(application).toContainText('已驳回');
    await expect(application).toContainText('授权委托书未加盖公章');
    // Rejected: the company may apply again.
    await expect(page.getByRole('link', { name: '申请变更管理员' })).toBeVisible();
    await page.screenshot({ path: 'test-results/company-change-acc-rejected.png', fullPage: true });
  });
});
