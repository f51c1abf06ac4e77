import type { Locator, Page } from '@playwright/test';

/** What a screen reader would call the focused element, near enough: its label or its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    return (labelled ?? label ?? element.textContent).replace(/\s+/g, ' ').trim();
  });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses `key` (Tab by default) until `target` has focus, as a keyboard user moves through
 * the page; resolves to the name of every stop on the way, `target` last. Fails when `target`
 * is not reached in `max` presses.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    stops.push(await focusedName(page));
    if (await isFocused(target)) return stops;
  }
  throw new Error(`${key} never reached ${String(target)}; stops: ${stops.join(' → ')}`);
}
