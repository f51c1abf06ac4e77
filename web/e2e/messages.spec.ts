import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { portalctl } from './support/operator';
import { DEMO, signIn } from './support/sign-in';

// The message centre against the real server (issue 5, item 3): messages an operator sends,
// the badge following every read at once, mark all read, delete; announcements.

/** 吴昊, root manager of DEMO0007: the only account whose messages these journeys change. */
const READER = '13800000008';
const COMPANY = 'DEMO0007';
const LIST = '/msg/message/list';

const bell = (page: Page) => page.getByRole('banner').getByTestId('message-bell');
const rowOf = (page: Page, title: string) =>
  page.getByTestId('message-row').filter({ hasText: title });

/** The count the bell shows, read from its accessible name ('站内信，3 条未读'). */
async function badgeCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const count = /(\d+)\s*条未读/.exec(label)?.[1];
  expect(count, label).toBeDefined();
  return Number(count);
}

async function markdownFile(name: string, text: string): Promise<string> {
  const path = join(tmpdir(), `${name}-${String(Date.now())}.md`);
  await writeFile(path, text, 'utf8');
  return path;
}

async function sendMessage(title: string, body: string): Promise<void> {
  const file = await markdownFile('message', `${body}\n\n请登录平台查看**详情**。\n`);
  await portalctl('editor', 'message', 'send', file, '--comp', COMPANY, '--title', title);
}

test.describe('in-site messages of DEMO0007', () => {
  // portalctl starts a process per message, and axe reads whole pages: more than 30 s each.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const stamp = String(Date.now()).slice(-6);
  const titles = [`审核结果通知${stamp}`, `额度变更提醒${stamp}`, `系统升级通知${stamp}`];

  test('messages an operator sends are listed unread first; reading one lowers the badge at once', async ({
    page,
  }) => {
    for (const [index, title] of titles.entries()) {
      await sendMessage(title, `第 ${String(index + 1)} 条测试消息。`);
    }
    await signIn(page, READER, { redirect: LIST });
    await expect(page.getByRole('heading', { level: 1, name: '站内信' })).toBeVisible();
    await expect(rowOf(page, titles[2] ?? '')).toBeVisible();
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(3);

    for (const title of titles) {
      const row = rowOf(page, title);
      await expect(row).toHaveAttribute('data-unread', 'true');
      await expect(row.getByText('未读', { exact: true })).toBeVisible();
      await expect(row).toContainText('系统通知');
    }
    await page.screenshot({ path: 'test-results/messages-list.png', fullPage: true });
    await expectAccessible(page);

    // Opening a message reads it: the bell drops by one without a reload.
    await rowOf(page, titles[0] ?? '')
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('第 1 条测试消息。');
    await expect(page.getByRole('article').locator('strong')).toHaveText('详情');
    await expect(bell(page)).toHaveAccessibleName(`站内信，${String(before - 1)} 条未读`);
    await page.screenshot({ path: 'test-results/messages-detail.png', fullPage: true });
    await expectAccessible(page);

    await page.getByRole('link', { name: '返回站内信列表' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(rowOf(page, titles[0] ?? '')).toHaveAttribute('data-unread', 'false');
    await expect(rowOf(page, titles[1] ?? '')).toHaveAttribute('data-unread', 'true');
  });

  test('the unread filter, then mark all read: the badge goes', async ({ page }) => {
    await signIn(page, READER, { redirect: `${LIST}?read=unread` });
    await expect(page.getByRole('button', { name: '未读', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rowOf(page, titles[1] ?? '')).toBeVisible();
    await expect(rowOf(page, titles[0] ?? '')).toHaveCount(0);
    expect(await badgeCount(page)).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(
      '将全部站内信标为已读？',
    );
    await confirmTip(page);
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('站内信，0 条未读');
    await expect(bell(page).getByTestId('unread-badge').locator('.MuiBadge-badge')).toHaveClass(
      /MuiBadge-invisible/,
    );
    await expect(page.getByText('没有符合条件的站内信')).toBeVisible();
  });

  test('deletes a message after confirming; it is gone from the list', async ({ page }) => {
    await signIn(page, READER, { redirect: LIST });
    const doomed = rowOf(page, titles[2] ?? '');
    await doomed.getByRole('checkbox').check();
    await expect(page.getByText('已选 1 条')).toBeVisible();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(
      '删除选中的 1 条站内信？',
    );
    await confirmTip(page);
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(doomed).toHaveCount(0);
    await expect(rowOf(page, titles[1] ?? '')).toBeVisible();
  });
});

test('announcements: the list marks the unread one, its page shows it and reads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `平台服务时间调整公告${String(Date.now()).slice(-6)}`;
  const file = await markdownFile('affiche', '自下月起，客服时间调整为 **8:30-20:00**。\n');
  await portalctl('editor', 'publish', 'affiche', file, '--title', title);

  await signIn(page, READER, { redirect: '/msg/affiche/list' });
  await expect(page.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
  const row = page.getByTestId('affiche-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByText('未读', { exact: true })).toBeVisible();
  // The demo announcements are there too.
  await expect(page.getByTestId('affiche-row').filter({ hasText: '系统维护通知' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(sidebar.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveText(['站内信', '公告']);
  await page.screenshot({ path: 'test-results/messages-affiches.png', fullPage: true });
  await expectAccessible(page);

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article').locator('strong')).toHaveText('8:30-20:00');
  await page.screenshot({ path: 'test-results/messages-affiche-detail.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('link', { name: '返回公告列表' }).click();
  await expect(page.getByTestId('affiche-row').filter({ hasText: title })).toHaveAttribute(
    'data-unread',
    'false',
  );
});

test('the message list of another user, read only, at 800 px', async ({ page }) => {
  // 王芳's messages are read by the shell journeys: this one only looks.
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, DEMO.admin, { redirect: LIST });
  await expect(page.getByRole('heading', { level: 1, name: '站内信' })).toBeVisible();
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/messages-list-800.png', fullPage: true });
  await expectAccessible(page);
});

test('the message list keeps its filter when the sidebar leads back to it', async ({ page }) => {
  // 王芳 opens a message she has read already: nothing changes for the other journeys.
  await signIn(page, DEMO.admin, { redirect: LIST });
  await expect(page.getByRole('heading', { level: 1, name: '站内信' })).toBeVisible();
  const readFilter = page.getByRole('button', { name: '已读', exact: true });
  await readFilter.click();
  await expect(page).toHaveURL(`${LIST}?read=read`);
  const row = page.getByTestId('message-row').first();
  await expect(row).toHaveAttribute('data-unread', 'false');
  const title = (await row.getByRole('link').textContent()) ?? '';

  // Away: the message, then the announcements; back through the sidebar's entry.
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  await sidebar.getByRole('link', { name: '公告' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
  await sidebar.getByRole('link', { name: '站内信' }).click();

  await expect(page).toHaveURL(`${LIST}?read=read`);
  await expect(readFilter).toHaveAttribute('aria-pressed', 'true');
  await expect(rowOf(page, title)).toHaveAttribute('data-unread', 'false');
  await expect(
    page.getByTestId('message-row').filter({ has: page.getByText('未读', { exact: true }) }),
  ).toHaveCount(0);
});
