import { expect, type Page, test } from '@playwright/test';

import { confirmTip, expectAccessible } from './support/accessibility';
import { fillCodes } from './support/codes';
import { freshMobile } from './support/operator';
import { signIn } from './support/sign-in';

// An invitation link pre-filling a registration (issue 7): a company invites a partner from
// the account centre; the contact opens the link, signed out, and the registration wizard
// already knows who invited whom, under which name and role.

/** 郭静, root manager of DEMO0007: sends the invitation (invitations change nothing else). */
const INVITER = '13800000008';
const INVITER_COMPANY = '示范融资担保（广州）有限公司';

async function invite(page: Page, company: string, contact: string, mobile: string) {
  await signIn(page, INVITER, { redirect: '/center/crm/invication' });
  await page.getByRole('button', { name: '邀请企业' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请企业' });
  await dialog.getByRole('textbox', { name: '企业名称' }).fill(company);
  await dialog.getByRole('textbox', { name: '联系人姓名' }).fill(contact);
  await dialog.getByRole('textbox', { name: '联系人手机号' }).fill(mobile);
  await dialog.getByRole('combobox', { name: '邀请其成为' }).click();
  await page.getByRole('option', { name: '资金方' }).click();
  await dialog.getByRole('button', { name: '发送邀请' }).click();
  await confirmTip(page);
  const sent = page.getByRole('dialog', { name: '邀请已发送' });
  return sent.getByRole('textbox', { name: '注册链接' }).inputValue();
}

test('an invitation link opens the registration pre-filled with the invitation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mobile = freshMobile();
  const company = `受邀注册测试${mobile.slice(-4)}有限公司`;
  const link = await invite(page, company, '韩受邀', mobile);
  const code = new URL(link).searchParams.get('invite') ?? '';
  expect(code).not.toBe('');

  // The contact, on a browser of their own, not signed in.
  const contactContext = await browser.newContext({ locale: 'zh-CN' });
  const contact = await contactContext.newPage();
  await contact.goto(new URL(link).pathname + new URL(link).search);
  await expect(contact).toHaveURL(/\/index\/register\/account\?invite=/);
  await expect(contact.getByText(`${INVITER_COMPANY}邀请贵企业注册`)).toBeVisible();
  await expect(contact.getByText(`企业名称：${company}；企业角色：资金方`)).toBeVisible();
  await expect(contact.getByLabel('姓名', { exact: true })).toHaveValue('韩受邀');
  await expectAccessible(contact);
  await contact.screenshot({ path: 'test-results/register-invited.png', fullPage: true });

  // The account step, with the invited mobile: the permit step knows the rest.
  await contact.getByLabel('手机号').fill(mobile);
  await fillCodes(contact, mobile, 'register/sendSmsCode');
  await contact.getByLabel('登录密码').fill('Invite@2026');
  await contact.getByLabel('确认密码').fill('Invite@2026');
  await contact.getByRole('button', { name: '创建账号，下一步' }).click();
  await expect(contact).toHaveURL(/\/index\/register\/permit/);
  await expect(contact.getByLabel('企业名称')).toHaveValue(company);
  await expect(contact.getByRole('checkbox', { name: '资金方' })).toBeChecked();
  await expect(contact.getByLabel('邀请码')).toHaveValue(code);
  await contactContext.close();
});

test('a link to no live invitation says so, and registration stays open', async ({ page }) => {
  await page.goto('/index/register?invite=AAAAAAAAAAAAAAAA');

  await expect(page).toHaveURL(/\/index\/register\/account/);
  await expect(page.getByText('邀请链接无效或已过期，您仍可直接注册。')).toBeVisible();
  await expect(page.getByLabel('姓名', { exact: true })).toHaveValue('');
});
