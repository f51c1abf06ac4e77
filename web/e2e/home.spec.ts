import { expect, type Page, type Response, test } from '@playwright/test';

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

const PRODUCT_LIST = '/api/web/portal/api/product/list';

// The gateway refuses unprotected calls (DESIGN §5), so a test cannot call the API itself:
// it reads what the page asked for and received.
function productListResponse(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === PRODUCT_LIST);
}

test('home page lists the products the API returns, EC and CRM included', async ({ page }) => {
  const listed = productListResponse(page);
  await page.goto('/index/index');
  const response = await listed;

  expect(response.status()).toBe(200);
  const envelope = (await response.json()) as Envelope<Product[]>;
  expect(envelope.ok).toBe(true);
  const nameOf = (code: string) => envelope.body.find((p) => p.productCode === code)?.productName;
  const ec = nameOf('EC');
  const crm = nameOf('CRM');
  expect(ec, 'product/list has an EC product').toBeTruthy();
  expect(crm, 'product/list has a CRM product').toBeTruthy();

  const cards = page.getByTestId('product-card');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards).toHaveCount(envelope.body.length);
  await expect(cards.filter({ hasText: ec })).toHaveCount(1);
  await expect(cards.filter({ hasText: crm })).toHaveCount(1);
  const shown = await cards.getByRole('heading').allTextContents();
  expect(shown.toSorted()).toEqual(envelope.body.map((p) => p.productName).toSorted());
});

test('the browser sends product/list protected', async ({ page }) => {
  const listed = productListResponse(page);
  await page.goto('/index/index');
  const response = await listed;

  const headers = await response.request().allHeaders();
  expect(headers.aes, 'aes').toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  expect(headers['x-kid'], 'x-kid').toBeTruthy();
  expect(headers['x-timestamp'], 'x-timestamp').toMatch(/^\d{13}$/);
  expect(headers['x-nonce'], 'x-nonce').toMatch(/^[A-Za-z0-9]{24}$/);
  expect(headers.sign, 'sign').toMatch(/^[0-9a-f]{64}$/);
  expect(response.status()).toBe(200);
});

test('the root path opens the home page', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/index\/index$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
