import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    grave.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
}

/** Nothing wider than the window: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { width, limit } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    limit: window.innerWidth,
  }));
  expect(width).toBeLessThanOrEqual(limit);
}

/** Answers OK in the confirmation dialog of specification §8 ('提示') and waits until it goes. */
export async function confirmTip(page: Page) {
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}
