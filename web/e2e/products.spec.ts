import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { decide } from './support/operator';
import { DEMO, signIn } from './support/sign-in';

// The product centre against the real server (issue 5, item 2): apply for a product with its
// documents and the applicant's identity, follow the audit trail, an operator approves, enter
// the product's workbench.

/** 周婷, root manager of DEMO0006: the only account whose permits these journeys change. */
const APPLICANT = '13800000007';
const CENTRE = '/center/product/product';
/** A valid adult resident ID number (check character right). */
const ID_NUMBER = '310104198102145033';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const tagOf = (page: Page, name: string) => card(page, name).locator('[data-status]');

/** A small PNG drawn in the page: the server sniffs the bytes, so it must be a real one. */
async function licence(page: Page) {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#E7F0FF';
    context.fillRect(0, 0, 160, 120);
    context.fillStyle = '#0B65FF';
    context.fillRect(20, 20, 120, 16);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

test.describe('applying for the invoice product as DEMO0006', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('applies with the required document, the applicant’s identity and confirmation', async ({
    page,
  }) => {
    await signIn(page, APPLICANT);
    await expect(page).toHaveURL(CENTRE);
    await expect(page.getByRole('heading', { level: 1, name: '产品中心' })).toBeVisible();
    // Held from registration: the enterprise product and the account centre.
    await expect(tagOf(page, '企业服务')).toHaveText('已开通');
    await expect(card(page, '账户中心').getByRole('link', { name: '进入产品' })).toHaveAttribute(
      'href',
      '/center/crm',
    );
    await expect(tagOf(page, '发票管理')).toHaveText('未申请');
    await page.screenshot({ path: 'test-results/products-centre-before.png', fullPage: true });
    await expectAccessible(page);

    await card(page, '发票管理').getByRole('button', { name: '申请开通' }).click();
    const dialog = page.getByRole('dialog', { name: '申请开通：发票管理' });
    // Step 1: the product's required document.
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('请上传该资料')).toBeVisible();
    await dialog
      .getByRole('group', { name: '营业执照 *' })
      .locator('input[type="file"]')
      .setInputFiles(await licence(page));
    await expect(dialog.getByRole('img', { name: 'licence.png 的预览' })).toBeVisible();
    await page.screenshot({ path: 'test-results/products-apply-documents.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 2: the applicant, pre-filled from the session (no real-name record on file).
    await expect(dialog.getByRole('textbox', { name: /经办人姓名/ })).toHaveValue('周婷');
    await dialog.getByRole('textbox', { name: /经办人证件号码/ }).fill(ID_NUMBER);
    await page.screenshot({ path: 'test-results/products-apply-voucher.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Step 3: what will be sent, and the declaration.
    await expect(dialog).toContainText('营业执照：licence.png');
    await expect(dialog).toContainText(ID_NUMBER);
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByText('请阅读并勾选承诺')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /本人承诺/ }).check();
    await page.screenshot({ path: 'test-results/products-apply-confirm.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(
      '提交“发票管理”的开通申请？',
    );
    await confirmTip(page);

    await expect(page.getByText('申请已提交，请等待平台审核')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tagOf(page, '发票管理')).toHaveText('已提交');
    await expect(tagOf(page, '发票管理')).toHaveAttribute('data-status', '10');
    await expect(card(page, '发票管理').getByRole('button', { name: '撤回申请' })).toBeVisible();
  });

  test('the audit trail shows the submission; approved, the product is active and entered', async ({
    page,
  }) => {
    await signIn(page, APPLICANT);
    await card(page, '发票管理').getByRole('button', { name: '申请进度' }).click();
    let progress = page.getByRole('dialog', { name: '申请进度：发票管理' });
    await expect(progress).toContainText('周婷，310104********5033');
    await expect(progress.getByRole('link', { name: '下载 licence.png' })).toBeVisible();
    const trail = progress.getByTestId('audit-entry');
    await expect(trail).toHaveCount(1);
    await expect(trail.first()).toContainText('已提交');
    await expect(trail.first()).toContainText('企业用户 · 周婷');
    await page.screenshot({ path: 'test-results/products-progress.png' });
    await expectAccessible(page);
    await progress.getByRole('button', { name: '关闭' }).click();

    await decide('permit', 'DEMO0006/INVOICE', 'approve');
    await page.reload();
    // Active: the dictionary's label and its green.
    await expect(tagOf(page, '发票管理')).toHaveText('已开通');
    await expect(tagOf(page, '发票管理')).toHaveAttribute('data-status', '80');
    await expect(tagOf(page, '发票管理')).toHaveCSS('color', 'rgb(27, 107, 47)');
    await card(page, '发票管理').getByRole('button', { name: '申请进度' }).click();
    progress = page.getByRole('dialog', { name: '申请进度：发票管理' });
    await expect(progress.getByTestId('audit-entry')).toHaveCount(2);
    await expect(progress.getByTestId('audit-entry').first()).toContainText('平台审核');
    await expect(progress.getByTestId('audit-entry').first()).toContainText('已开通');
    await progress.getByRole('button', { name: '关闭' }).click();
    await page.screenshot({ path: 'test-results/products-centre-after.png', fullPage: true });

    await card(page, '发票管理').getByRole('link', { name: '进入产品' }).click();
    await expect(page).toHaveURL('/center/product/workbench/INVOICE');
    await expect(page.getByRole('heading', { level: 1, name: '发票管理工作台' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs.getByRole('link')).toHaveText(['工作台', '产品中心']);
    await expect(crumbs.getByText('产品工作台')).toHaveAttribute('aria-current', 'page');

    // The product's menu from the permission list: all of it for the administrator (E101).
    const menu = page.getByRole('region', { name: '产品菜单' });
    await expect(menu).toContainText('发票管理');
    await expect(menu).toContainText('发票采集');
    await expect(menu).toContainText('发票查验');
    const context = page.getByRole('region', { name: '企业与角色' });
    await expect(context).toContainText('示范银行股份有限公司上海分行');
    await expect(context).toContainText('资金方');
    await expect(context).toContainText('周婷');
    await expect(context.getByText('管理员').first()).toBeVisible();
    const overview = page.getByRole('region', { name: '概览' });
    await expect(overview.locator('[data-status]')).toHaveText('已开通');
    await expect(overview).toContainText('开通时间');
    await expect(overview.getByRole('link', { name: '前往人员管理' })).toHaveAttribute(
      'href',
      '/center/crm/employee/list',
    );
    await page.screenshot({ path: 'test-results/products-workbench.png', fullPage: true });
    await expectAccessible(page);
  });
});

test('the product centre of another company, read only, at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(CENTRE);
  // DEMO0001's demo permits: waiting, rejected with the reason, withdrawn.
  await expect(tagOf(page, '数字债权凭证')).toHaveText('已提交');
  await expect(tagOf(page, '票据融资')).toHaveText('审核未通过');
  await expect(card(page, '票据融资')).toContainText('开户许可证已过期，请上传最新版本');
  await expect(card(page, '票据融资').getByRole('button', { name: '重新申请' })).toBeVisible();
  await expect(tagOf(page, '国内信用证')).toHaveText('已撤回');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/products-centre-800.png', fullPage: true });
  await expectAccessible(page);

  await card(page, '企业服务').getByRole('link', { name: '进入产品' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '企业服务工作台' })).toBeVisible();
  await expect(page.getByRole('region', { name: '概览' })).toContainText('已开通');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
