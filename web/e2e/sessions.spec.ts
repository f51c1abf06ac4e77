import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible, expectNoSidewaysScroll } from './support/accessibility';
import { DEMO, signIn } from './support/sign-in';

// Sessions and devices in the account centre: a user signed in on a computer and on a phone sees
// both sessions and signs the phone out; the phone's next call is refused with HTTP 401.

const SESSIONS_TAB = '/center/crm/account/list?tab=sessions';
const PORTAL_API = '/api/web/portal/api/';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// What auth reads from that user agent (ua-parser), as the list shows it.
const PHONE_DEVICE = 'Mobile Safari 17 · iOS 17 · iPhone';

/** The sessions tab's rows (table rows on a computer, cards on a phone). */
const rows = (page: Page) => page.getByTestId('session-row');

test('the user sees two sessions and ends the other one, whose next call gets 401', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo employee may be signed in elsewhere by other journeys meanwhile: the phone and
  // this computer are told apart by their device, not by counting everything.
  await signIn(page, DEMO.employee);
  const phoneContext = await browser.newContext({
    locale: 'zh-CN',
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await signIn(phone, DEMO.employee);

  // On the phone: the list is stacked cards, this one marked, nothing scrolls sideways.
  await phone.goto(SESSIONS_TAB);
  const phoneOwn = rows(phone).filter({ hasText: '当前设备' });
  await expect(phoneOwn).toHaveCount(1);
  await expect(phoneOwn).toContainText(PHONE_DEVICE);
  await expect(phoneOwn).toContainText('局域网');
  await expect(phone.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone);

  // On the computer: both sessions, this one marked and the phone with a way to end it.
  await page.goto(SESSIONS_TAB);
  await expect(page.getByRole('tab', { name: '登录设备' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const own = rows(page).filter({ hasText: '当前设备' });
  await expect(own).toHaveCount(1);
  // The project's desktop profile presents Chrome on Windows.
  await expect(own).toContainText('Chrome');
  await expect(own).not.toContainText('iPhone');
  const phoneRow = rows(page).filter({ hasText: PHONE_DEVICE }).filter({ hasNotText: '当前设备' });
  await expect(phoneRow).toHaveCount(1);
  expect(await rows(page).count()).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-sessions.png', fullPage: true });

  await phoneRow.getByRole('button', { name: `退出登录：${PHONE_DEVICE}` }).click();
  await confirmTip(page);
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(rows(page).filter({ hasText: PHONE_DEVICE })).toHaveCount(0);
  await expect(own).toHaveCount(1);

  // The phone's next call is refused at the gateway, and the phone is back at sign-in.
  const refused = phone.waitForResponse(
    (response) => response.url().includes(PORTAL_API) && response.status() === 401,
  );
  await phone.getByRole('tab', { name: '登录记录' }).click();
  expect((await refused).status()).toBe(401);
  await expect(phone).toHaveURL(/\/(login|index\/index)/);
  await phoneContext.close();
});
