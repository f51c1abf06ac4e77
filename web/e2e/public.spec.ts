import { expect, type Response, test } from '@playwright/test';

import { expectAccessible } from './support/accessibility';
import { answerTo, DEMO, signIn } from './support/sign-in';

// The public site against the real server and its demo content (issue 6, items 3 and 7).

const API = '/api/web/portal/api/';
const ARTICLE_LIST = `${API}manage/article/getArticleList`;
const ARTICLE_INFO = `${API}manage/article/getArticleInfo`;
const GUIDES = '/api/web/portal/operate/findInfoOperateGuideByParams';
const AFFICHES = `${API}affiche/list`;

interface Envelope<T> {
  ok: boolean;
  status: number;
  msg: string;
  body: T;
}

interface ArticlePage {
  total: number;
  list: { id: number; title: string; categoryName: string }[];
  categories: { code: string; name: string }[];
}

async function bodyOf<T>(response: Promise<Response>): Promise<T> {
  const envelope = (await (await response).json()) as Envelope<T>;
  expect(envelope.ok, envelope.msg).toBe(true);
  return envelope.body;
}

test('home: products, the latest news, no announcements for a visitor', async ({ page }) => {
  const news = answerTo(page, ARTICLE_LIST);
  await page.goto('/index/index');
  const latest = await bodyOf<ArticlePage>(news);
  expect(latest.list.length).toBeGreaterThan(0);

  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const block = page.getByRole('region', { name: '最新资讯' });
  await expect(block.getByTestId('news-item').getByRole('link')).toHaveText(
    latest.list.map(({ title }) => title),
  );
  await expect(page.getByRole('region', { name: '平台公告' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();

  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
  await expectAccessible(page);
});

test('home for a signed-in user: announcements, and the product centre in the header', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const affiches = answerTo(page, AFFICHES);
  await page.goto('/index/index');
  const { list } = await bodyOf<{ list: { id: number; title: string }[] }>(affiches);
  expect(list.length).toBeGreaterThan(0);

  const block = page.getByRole('region', { name: '平台公告' });
  await expect(block.getByRole('link', { name: list[0]?.title })).toHaveAttribute(
    'href',
    `/msg/affiche/detail/${list[0]?.id}`,
  );
  await expect(page.getByRole('banner').getByRole('link', { name: '进入产品中心' })).toBeVisible();
  await expectAccessible(page);
});

test('news: categories, search, pages, and an article with its neighbours', async ({ page }) => {
  const first = answerTo(page, ARTICLE_LIST);
  await page.goto('/index/news/list');
  const all = await bodyOf<ArticlePage>(first);
  await expect(page.getByTestId('news-item')).toHaveCount(all.list.length);
  await expect(page.getByRole('status').filter({ hasText: `共 ${all.total} 篇` })).toBeVisible();
  await expectAccessible(page);

  // A category tab narrows the list, and the URL says so.
  const category = all.categories[1];
  expect(category, 'the demo news has several categories').toBeDefined();
  const narrowed = answerTo(page, ARTICLE_LIST);
  await page
    .getByRole('tablist', { name: '资讯分类' })
    .getByRole('tab', { name: category?.name })
    .click();
  const inCategory = await bodyOf<ArticlePage>(narrowed);
  await expect(page).toHaveURL(`/index/news/list?category=${category?.code}`);
  await expect(page.getByTestId('news-item')).toHaveCount(inCategory.list.length);
  for (const { categoryName } of inCategory.list) expect(categoryName).toBe(category?.name);

  // A search for a word of one title finds it.
  await page.getByRole('tab', { name: '全部' }).click();
  const wanted = all.list[0];
  const word = wanted?.title.slice(0, 4) ?? '';
  const searched = answerTo(page, ARTICLE_LIST);
  await page.getByRole('textbox', { name: '搜索资讯' }).fill(word);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const found = await bodyOf<ArticlePage>(searched);
  expect(found.list.map(({ title }) => title)).toContain(wanted?.title);
  await expect(page).toHaveURL(`/index/news/list?keyword=${encodeURIComponent(word)}`);

  // The article page: /index/news/detail/{id}/{name}.
  const info = answerTo(page, ARTICLE_INFO);
  await page.getByRole('link', { name: wanted?.title }).click();
  const article = await bodyOf<{
    title: string;
    prev: { title: string } | null;
    next: { title: string } | null;
  }>(info);
  await expect(page).toHaveURL(new RegExp(`/index/news/detail/${wanted?.id}/.+`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.locator('.article-html')).not.toBeEmpty();
  const neighbours = page.getByRole('navigation', { name: '新闻详情' });
  await expect(neighbours).toContainText(article.prev?.title ?? '没有了');
  await expect(neighbours).toContainText(article.next?.title ?? '没有了');
  await expectAccessible(page);

  if (article.prev) {
    await neighbours.getByRole('link', { name: article.prev.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.prev.title);
  }
  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL('/index/news/list');
});

test('help: guides by module, searchable', async ({ page }) => {
  const guides = answerTo(page, GUIDES);
  await page.goto('/index/help');
  const modules = await bodyOf<{ moduleName: string; guides: { title: string }[] }[]>(guides);
  expect(modules.length).toBeGreaterThan(1);

  await expect(page.getByTestId('help-module').getByRole('heading', { level: 2 })).toHaveText(
    modules.map(({ moduleName }) => moduleName),
  );
  const guide = modules[0]?.guides[0]?.title ?? '';
  await page.getByRole('button', { name: guide }).click();
  await expect(page.getByRole('button', { name: guide })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  const searched = answerTo(page, GUIDES);
  await page.getByRole('textbox', { name: '搜索帮助' }).fill('短信');
  await page.keyboard.press('Enter');
  const found = await bodyOf<{ guides: { title: string }[] }[]>(searched);
  const titles = found.flatMap((module) => module.guides.map(({ title }) => title));
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.getByTestId('help-guide')).toHaveCount(titles.length);
  await expect(page).toHaveURL('/index/help?keyword=%E7%9F%AD%E4%BF%A1');

  await page.getByRole('textbox', { name: '搜索帮助' }).fill('没有这样的问题xyz');
  await page.keyboard.press('Enter');
  await expect(page.getByText('没有找到相关帮助，请换个关键词试试')).toBeVisible();
});

test('products and about pages', async ({ page }) => {
  await page.goto('/index/product');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('banner').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL('/index/about');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '联系我们' })).toBeVisible();
  // A phone calls the hotline and a desktop writes the e-mail with one tap.
  await expect(page.getByRole('link', { name: '400-000-0000' })).toHaveAttribute(
    'href',
    'tel:4000000000',
  );
  await expect(page.getByRole('link', { name: 'service@example.com' })).toHaveAttribute(
    'href',
    'mailto:service@example.com',
  );
  await expectAccessible(page);
});

test('the public site at 800 px: the menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/index/index');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  await expectAccessible(page);

  await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
  await page
    .getByRole('navigation', { name: '菜单' })
    .getByRole('link', { name: '帮助中心' })
    .click();
  await expect(page).toHaveURL('/index/help');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
});

test("the brand mark shows until the app's first render replaces it", async ({ page }) => {
  // The page as it arrives, before any script: the mark is there, not a blank screen.
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('class="app-splash"');

  // Nothing of it stays once the page has rendered.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.app-splash')).toHaveCount(0);
});
