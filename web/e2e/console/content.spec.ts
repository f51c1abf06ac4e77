import { type Browser, expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from '../support/accessibility';
import { signIn } from '../support/sign-in';
import { guideShot, signInAs } from './support/console';

// The demo editor writes a news article in the console, publishes it, renames it and takes it
// back, and the portal's public news list follows each step; then a message to one company
// reaches its administrator's message centre. The article is the journey's own and is deleted
// at the end, so the demo news other journeys read stay as they were.

const NEWS_LIST = '/index/news/list';
/** A 1×1 PNG, for the body's image. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** 周婷, root manager of DEMO0006: no other journey reads this company's messages. */
const READER = '13800000007';
const COMPANY = 'DEMO0006';

/** The portal, in a context of its own (the console project's pages open the console). */
async function openPortal(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN' });
  return context.newPage();
}

const newsLink = (portal: Page, title: string) =>
  portal.getByRole('main').getByRole('link', { name: title, exact: true });

test.describe('content in the console', () => {
  test.describe.configure({ timeout: 180_000 });
  const stamp = String(Date.now()).slice(-6);

  test('an article is published, renamed and taken back; the portal news follow', async ({
    page,
    browser,
  }) => {
    const title = `平台服务升级说明${stamp}`;
    const renamed = `平台服务升级公告${stamp}`;
    await signInAs(page, 'editor');
    await page.getByRole('navigation', { name: '主菜单' }).getByText('内容管理').click();
    await page.getByRole('link', { name: '新闻' }).click();
    await expect(page.getByRole('grid', { name: '新闻列表' })).toBeVisible();
    await expectAccessible(page);
    await guideShot(page, 'content-articles');

    await page.getByRole('link', { name: '新建文章' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '新建文章' })).toBeVisible();
    await page.getByRole('combobox', { name: /栏目/ }).click();
    await page.getByRole('option', { name: '平台动态' }).click();
    await page.getByRole('textbox', { name: /^标题/ }).fill(title);
    await page
      .getByRole('textbox', { name: /^正文（Markdown）/ })
      .fill('本次升级后，融资申请的**审核进度**可在产品中心查看。\n\n- 更快的审核\n- 更清楚的通知');
    // An image goes into the body at the cursor, uploaded as a public image.
    await page
      .getByLabel('插入图片')
      .first()
      .setInputFiles({
        name: 'upgrade.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PIXEL, 'base64'),
      });
    await expect(page.getByRole('textbox', { name: /^正文（Markdown）/ })).toHaveValue(
      /!\[upgrade\]\(\/api\/web\/portal\/api\/third\/file\/public\/[\w-]+\)/,
    );
    await page.getByRole('tab', { name: '预览' }).first().click();
    const preview = page.getByRole('region', { name: '正文（Markdown）预览' });
    await expect(preview.locator('strong')).toHaveText('审核进度');
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    const image = preview.getByRole('img', { name: 'upgrade' });
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    await expectAccessible(page);
    await guideShot(page, 'content-article-editor', { fullPage: true });

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page).toHaveURL(/\/content\/articles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const publish = page.getByRole('dialog', { name: '发布' });
    await expect(publish.getByRole('radio', { name: '立即发布' })).toBeChecked();
    await expectAccessible(page, '[role="dialog"]');
    await publish.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已发布').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '撤回' })).toBeVisible();

    const portal = await openPortal(browser);
    await portal.goto(NEWS_LIST);
    await expect(newsLink(portal, title)).toBeVisible();

    // A published article shows new texts at once.
    await page.getByRole('textbox', { name: /^标题/ }).fill(renamed);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await portal.reload();
    await expect(newsLink(portal, renamed)).toBeVisible();
    await expect(newsLink(portal, title)).toHaveCount(0);

    await page.getByRole('button', { name: '撤回' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(renamed);
    await confirmTip(page);
    await expect(page.getByText('已撤回为草稿')).toBeVisible();
    await portal.reload();
    await expect(portal.getByRole('main')).toBeVisible();
    await expect(newsLink(portal, renamed)).toHaveCount(0);

    // The journey's own article goes, so the news list is as it was.
    await page.getByRole('button', { name: '删除' }).click();
    await confirmTip(page);
    await expect(page).toHaveURL(/\/content\/articles$/);
    await portal.context().close();
  });

  test('a message to one company is previewed, confirmed and reaches its users', async ({
    page,
    browser,
  }) => {
    const title = `系统维护通知${stamp}`;
    await signInAs(page, 'editor');
    await page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '站内信' })
      .click();
    await page.getByRole('button', { name: '发送站内信' }).click();
    const dialog = page.getByRole('dialog', { name: '发送站内信' });
    await dialog.getByRole('button', { name: '预览' }).click();
    await expect(dialog.getByText('请输入企业编码')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^企业编码/ }).fill(COMPANY);
    await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^正文（Markdown）/ })
      .fill('本周六 22:00 至 24:00 系统维护，期间**暂停**融资申请。');
    await dialog.getByRole('button', { name: '预览' }).click();

    const confirm = page.getByRole('dialog', { name: '确认发送' });
    await expect(confirm.getByRole('status')).toHaveText(`将发送给企业 ${COMPANY}（1 家企业）。`);
    await expect(
      confirm.getByRole('region', { name: '中文正文预览' }).locator('strong'),
    ).toHaveText('暂停');
    await expectAccessible(page, '[role="dialog"]');
    await guideShot(page, 'messages-send');
    await confirm.getByRole('button', { name: '确认发送' }).click();
    await expect(page.getByText('已发送给 1 家企业')).toBeVisible();
    const sent = page
      .getByRole('grid', { name: '已发送的站内信' })
      .getByRole('row', { name: new RegExp(title) });
    await expect(sent).toContainText(COMPANY);
    await expectAccessible(page);

    const portal = await openPortal(browser);
    await signIn(portal, READER, { redirect: '/msg/message/list' });
    await expect(portal.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
    await portal.context().close();
  });
});
