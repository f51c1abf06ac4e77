import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { freshMobile } from './support/operator';
import { latestCode, readOutbox, signIn } from './support/sign-in';

// Inviting companies against the real server (issue 4): invite, the SMS with the link, the list
// with its states, resend (a new link and SMS), revoke.

/** 冯涛, root manager of DEMO0009: the only account these journeys change. */
const MANAGER = '13800000010';
const PAGE = '/center/crm/invication';

const rowOf = (page: Page, company: string) =>
  page.getByTestId('invitation-row').filter({ hasText: company });

/** The link the 'invitation sent' dialog shows, its code, and the dialog closed after. */
async function shownLink(page: Page): Promise<{ link: string; code: string }> {
  const dialog = page.getByRole('dialog', { name: '邀请已发送' });
  await expect(dialog).toContainText('链接仅在此时显示，关闭后无法再次查看');
  const link = await dialog.getByRole('textbox', { name: '注册链接' }).inputValue();
  const code = /\/index\/register\?invite=([A-Z2-7]+)$/.exec(link)?.[1];
  expect(code, link).toBeTruthy();
  return { link, code: code ?? '' };
}

test.describe('invitations of DEMO0009', () => {
  // Each journey signs in and takes several steps: on a loaded machine that exceeds 30 s.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const contact = { mobile: freshMobile(), name: '马兰' };
  const company = `受邀测试企业${contact.mobile.slice(-4)}`;

  test('invites a company: its contact is texted the link, shown once with a copy button', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, MANAGER, { redirect: PAGE });
    await expect(page.getByRole('heading', { level: 1, name: '邀请企业' })).toBeVisible();
    await page.screenshot({ path: 'test-results/invitations-list-empty.png', fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: '邀请企业' }).click();
    const dialog = page.getByRole('dialog', { name: '邀请企业' });
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect(dialog.getByText('请输入企业名称')).toBeVisible();
    await dialog.getByRole('textbox', { name: '企业名称' }).fill(company);
    await dialog.getByRole('textbox', { name: '联系人姓名' }).fill(contact.name);
    await dialog.getByRole('textbox', { name: '联系人手机号' }).fill(contact.mobile);
    await dialog.getByRole('combobox', { name: '邀请其成为' }).click();
    await page.getByRole('option', { name: '供应商' }).click();
    await page.screenshot({ path: 'test-results/invitations-invite.png' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '发送邀请' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText(contact.mobile);
    await confirmTip(page);

    const { link, code } = await shownLink(page);
    expect(new URL(link).pathname).toBe('/index/register');
    await page.screenshot({ path: 'test-results/invitations-link.png' });
    await expectAccessible(page);
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByRole('dialog', { name: '邀请已发送' }).getByRole('status')).toHaveText(
      '链接已复制',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The contact's SMS carries the same code and link.
    expect(await latestCode(page, contact.mobile, 'sms')).toBe(code);
    const [sms] = await readOutbox(page, contact.mobile);
    // An absolute link: the SMS is opened on a phone, far from this page.
    expect(sms?.text).toContain(`${new URL(page.url()).origin}/index/register?invite=${code}`);
    expect(sms?.text).toContain(company);

    await page
      .getByRole('dialog', { name: '邀请已发送' })
      .getByRole('button', { name: '关闭' })
      .click();
    const row = rowOf(page, company);
    await expect(row).toContainText('待接受');
    await expect(row).toContainText('供应商');
    await expect(row).toContainText(`${contact.mobile.slice(0, 3)}****${contact.mobile.slice(-4)}`);
    await page.screenshot({ path: 'test-results/invitations-list.png', fullPage: true });
    await expectAccessible(page);
  });

  test('resends the invitation: a new link, texted again', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: PAGE });
    const before = await latestCode(page, contact.mobile, 'sms');

    await rowOf(page, company).getByRole('button', { name: '重新发送' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('原链接将失效');
    await confirmTip(page);
    const { code } = await shownLink(page);
    expect(code).not.toBe(before);
    expect(await latestCode(page, contact.mobile, 'sms', before)).toBe(code);
    expect(
      (await readOutbox(page, contact.mobile)).filter(({ kind }) => kind === 'sms'),
    ).toHaveLength(2);
    await page
      .getByRole('dialog', { name: '邀请已发送' })
      .getByRole('button', { name: '关闭' })
      .click();
    await expect(rowOf(page, company)).toContainText('待接受');
  });

  test('on a phone the invitation is a card, its actions in sight', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, MANAGER, { redirect: PAGE });
    const card = rowOf(page, company);
    await expect(card.getByRole('group', { name: '操作' })).toBeVisible();
    for (const action of ['重新发送', '撤销']) {
      const button = card.getByRole('button', { name: action });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/invitations-phone.png', fullPage: true });
    await expectAccessible(page);
  });

  test('revokes the invitation, and finds it among the revoked ones', async ({ page }) => {
    await signIn(page, MANAGER, { redirect: PAGE });
    await rowOf(page, company).getByRole('button', { name: '撤销' }).click();
    await expect(page.getByRole('dialog', { name: '提示' })).toContainText('邀请链接将立即失效');
    await confirmTip(page);
    const row = rowOf(page, company);
    await expect(row).toContainText('已撤销');
    await expect(row.getByRole('button')).toHaveCount(0);

    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已撤销' }).click();
    await expect(page).toHaveURL(`${PAGE}?status=revoked`);
    await expect(rowOf(page, company)).toBeVisible();
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '待接受' }).click();
    await expect(page).toHaveURL(`${PAGE}?status=pending`);
    await expect(rowOf(page, company)).toHaveCount(0);
  });
});
