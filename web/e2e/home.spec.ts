import { expect, test } from '@playwright/test';

interface Product {
  productCode: string;
  productName: string;
}

interface Envelope<T> {
  ok: boolean;
  status: number;
  msg: string;
  body: T;
}

test('home page lists the products the API returns, EC and CRM included', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/web/portal/api/product/list', {
    headers: { 'Accept-Language': 'zh-CN' },
  });
  expect(response.status()).toBe(200);
  const envelope = (await response.json()) as Envelope<Product[]>;
  expect(envelope.ok).toBe(true);
  const nameOf = (code: string) => envelope.body.find((p) => p.productCode === code)?.productName;
  const ec = nameOf('EC');
  const crm = nameOf('CRM');
  expect(ec, 'product/list has an EC product').toBeTruthy();
  expect(crm, 'product/list has a CRM product').toBeTruthy();

  await page.goto('/index/index');

  const cards = page.getByTestId('product-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards).toHaveCount(envelope.body.length);
  await expect(cards.filter({ hasText: ec })).toHaveCount(1);
  await expect(cards.filter({ hasText: crm })).toHaveCount(1);
  const shown = await cards.getByRole('heading').allTextContents();
  expect(shown.toSorted()).toEqual(envelope.body.map((p) => p.productName).toSorted());
});

test('the root path opens the home page', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/index\/index$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
