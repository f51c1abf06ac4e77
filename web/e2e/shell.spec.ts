import { expect, type Page, test } from '@playwright/test';

import { expectAccessible } from './support/accessibility';
import { answerTo, DEMO, DEMO_COMPANIES, signIn } from './support/sign-in';

// The signed-in shell against the real server (issue 6, items 1 and 2): header, switching
// company and role, the unread badge, guards, the no-permission page, the mobile layout.

const PRODUCT_CENTRE = '/center/product/product';
const UNREAD_CALL = '/api/web/portal/api/message/getIsUnreadNumbers';
const REFRESH_CALL = '/api/web/portal/api/employee/refresh/token';

interface Envelope<T> {
  ok: boolean;
  status: number;
  msg: string;
  body: T;
}

const header = (page: Page) => page.getByRole('banner');
const companyButton = (page: Page) => header(page).getByTestId('company-switcher');
const roleButton = (page: Page) => header(page).getByTestId('role-switcher');
const sidebar = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

test('the header of a signed-in user, the account centre sidebar and breadcrumbs', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(PRODUCT_CENTRE);

  await page.goto('/center/crm/account/list');
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0001);
  // The account centre is the CRM product: no role dropdown.
  await expect(roleButton(page)).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: '产品中心' })).toHaveAttribute(
    'href',
    PRODUCT_CENTRE,
  );
  await expect(header(page).getByRole('link', { name: '平台首页' })).toHaveAttribute(
    'href',
    '/index/index',
  );

  const menu = sidebar(page);
  await expect(menu.getByRole('heading', { name: '账户中心' })).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText([
    '账户信息',
    '人员管理',
    '企业信息',
    '个人信息',
    '邀请企业',
    '操作日志',
  ]);
  const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
  await expect(crumbs.getByRole('link')).toHaveText(['工作台', '账户中心']);
  await expect(crumbs.getByText('账户信息')).toHaveAttribute('aria-current', 'page');

  // The avatar menu: administrator tag (root manager), name, masked mobile, quick links.
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  const avatarMenu = page.getByRole('menu', { name: '用户菜单' });
  await expect(avatarMenu.getByText('管理员', { exact: true })).toBeVisible();
  await expect(avatarMenu.getByText('王芳')).toBeVisible();
  await expect(avatarMenu.getByText('账号：138****0002')).toBeVisible();
  await expect(avatarMenu.getByRole('menuitem')).toHaveText([
    '账户管理',
    '个人信息',
    '人员管理',
    '企业信息',
    '邀请企业',
    '退出登录',
  ]);
  await avatarMenu.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL('/center/crm/user');
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();

  await page.screenshot({ path: 'test-results/shell.png', fullPage: true });
  await expectAccessible(page);

  // The message centre has its own sidebar.
  await page.goto('/msg');
  await expect(page).toHaveURL('/msg/message/list');
  await expect(sidebar(page).getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveText(['站内信', '公告']);
  await expectAccessible(page);
});

test('switching role and company from the header', async ({ page }) => {
  await signIn(page, DEMO.multiCompany, { company: DEMO_COMPANIES.DEMO0001 });
  await expect(page).toHaveURL(PRODUCT_CENTRE);
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0001);
  // The product centre works in EC, whose roles DEMO0001 holds two of; EC's default first.
  await expect(roleButton(page)).toHaveText('核心企业');

  await roleButton(page).click();
  const roles = page.getByRole('menu', { name: '切换企业角色' });
  await expect(roles.getByRole('menuitem')).toHaveText(['核心企业', '供应商']);
  const roleSwitched = answerTo(page, REFRESH_CALL);
  await roles.getByRole('menuitem', { name: '供应商' }).click();
  // The page reloads at once: the answer's body is gone with it; the header tells.
  expect((await roleSwitched).status()).toBe(200);
  // A role switch in EC reloads EC's workbench.
  await expect(page).toHaveURL('/center/product/workbench/EC');
  await expect(roleButton(page)).toHaveText('供应商');

  // A company switch from another page returns to the product centre.
  await page.goto('/center/crm/user');
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible();
  await companyButton(page).click();
  const companies = page.getByRole('menu', { name: '切换企业' });
  await expect(companies.getByRole('menuitem')).toHaveText(Object.values(DEMO_COMPANIES));
  const companySwitched = answerTo(page, REFRESH_CALL);
  await companies.getByRole('menuitem', { name: DEMO_COMPANIES.DEMO0002 }).click();
  expect((await companySwitched).status()).toBe(200);
  await expect(page).toHaveURL(PRODUCT_CENTRE);
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0002);
  // DEMO0002 is a supplier in EC only.
  await expect(roleButton(page)).toHaveText('供应商');

  // The new identity holds after a reload (the tokens are the cookies).
  await page.reload();
  await expect(companyButton(page)).toHaveText(DEMO_COMPANIES.DEMO0002);
});

test('the unread badge shows the count the server gives and links to the messages', async ({
  page,
}) => {
  const unread = page.waitForResponse(
    (response) => new URL(response.url()).pathname === UNREAD_CALL,
  );
  await signIn(page, DEMO.admin);
  const envelope = (await (await unread).json()) as Envelope<number>;
  expect(envelope.ok).toBe(true);
  expect(envelope.body).toBeGreaterThan(0);

  const bell = header(page).getByTestId('message-bell');
  await expect(bell).toHaveAccessibleName(`站内信，${envelope.body} 条未读`);
  await expect(bell.getByTestId('unread-badge')).toContainText(String(envelope.body));

  // Focus coming back to the window asks again (and every 60 s).
  const again = answerTo(page, UNREAD_CALL);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  expect((await again).status()).toBe(200);

  await bell.click();
  await expect(page).toHaveURL('/msg/message/list');
});

test('a protected page opened signed out goes to login, and back there after sign-in', async ({
  page,
}) => {
  await page.goto('/center/crm/company/list?tab=1');
  await expect(page).toHaveURL('/login?redirect=%2Fcenter%2Fcrm%2Fcompany%2Flist%3Ftab%3D1');

  await signIn(page, DEMO.admin, { redirect: '/center/crm/company/list?tab=1' });
  await expect(page).toHaveURL('/center/crm/company/list?tab=1');
  await expect(page.getByRole('heading', { level: 1, name: '企业信息' })).toBeVisible();

  // Signed in, the login page sends the user on.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

test('a page the role does not grant shows the no-permission page; unknown paths go to /404', async ({
  page,
}) => {
  // 李娜 is a plain handler (E102): personnel management is the administrator's.
  await signIn(page, DEMO.employee);
  await page.goto('/center/crm/employee/list');

  await expect(page.getByTestId('no-permission')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
  await expect(page).toHaveURL('/center/crm/employee/list');
  await expect(sidebar(page).getByRole('link', { name: '人员管理' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: '账户信息' })).toBeVisible();
  await expectAccessible(page);

  // The avatar menu's quick links follow the same rights: no way to 人员管理 there either.
  await header(page).getByRole('button', { name: '用户菜单' }).click();
  await expect(page.getByRole('menu', { name: '用户菜单' }).getByRole('menuitem')).toHaveText([
    '账户管理',
    '个人信息',
    '企业信息',
    '邀请企业',
    '退出登录',
  ]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: '返回产品中心' }).click();
  await expect(page).toHaveURL(PRODUCT_CENTRE);

  await page.goto('/center/no-such-page');
  await expect(page).toHaveURL('/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the sidebar state is kept in cookies and the client state across a reload', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, { redirect: '/center/crm/account/list' });
  await expect(sidebar(page).getByRole('link', { name: '个人信息' })).toBeVisible();

  await page.getByRole('button', { name: '收起菜单' }).click();
  // Closed on a wide screen: an icon rail, each entry still named.
  await expect(sidebar(page).getByRole('heading', { name: '账户中心' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: '个人信息' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find(({ name }) => name === 'sidebarStatus')?.value).toBe('0');

  await page.reload();
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-rail.png' });
  const state = await page.evaluate(() => sessionStorage.getItem('portal.state'));
  expect(state).toContain('"productCode"');
  expect(state).toContain(DEMO_COMPANIES.DEMO0001); // the company list, kept for this load

  await page.getByRole('button', { name: '展开菜单' }).click();
  await sidebar(page).getByRole('button', { name: '侧边通栏' }).click();
  await expect(sidebar(page).getByRole('link', { name: '供应链金融服务平台' })).toBeVisible();
  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: '供应链金融服务平台' })).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-sidebar-mode.png' });
  await expect(sidebar(page).getByRole('button', { name: '侧边通栏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('at 800 px the layout is mobile: the sidebar is closed until opened', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, DEMO.admin, { redirect: '/center/crm/account/list' });
  await expect(page.getByRole('heading', { level: 1, name: '账户信息' })).toBeVisible();

  await expect(sidebar(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: '展开菜单' });
  await expect(toggle).toBeVisible();
  // Everything of the header fits: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  await page.screenshot({ path: 'test-results/shell-mobile.png' });
  await expectAccessible(page);

  await toggle.click();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: '企业信息' }).click();
  await expect(page).toHaveURL('/center/crm/company/list');
  // Following a link closes the drawer again.
  await expect(sidebar(page)).toBeHidden();
});
