import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on the page as it is now (or in the part of it
 * `within` selects), in the light and in the dark colour scheme (Chromium's emulated
 * `prefers-color-scheme`, which the app follows while no choice is stored). The page is left in
 * the scheme it was in. */
export async function expectAccessible(page: Page, within?: string) {
  const before = await paintedScheme(page);
  const grave: string[] = [];
  for (const scheme of [before, before === 'dark' ? 'light' : 'dark'] as const) {
    await showScheme(page, scheme);
    grave.push(...(await graveViolations(page, within)).map((line) => `${scheme}: ${line}`));
  }
  await showScheme(page, before);
  expect(grave).toEqual([]);
}

async function graveViolations(page: Page, within?: string): Promise<string[]> {
  await motionSettled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`);
}

type Scheme = 'light' | 'dark';

/** The scheme the app paints in: its theme sets `color-scheme` on the root element. */
async function paintedScheme(page: Page): Promise<Scheme> {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  return scheme === 'dark' ? 'dark' : 'light';
}

/** Emulates the system's `scheme` and waits until the app paints in it. */
export async function showScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect.poll(() => paintedScheme(page)).toBe(scheme);
}

/** Nothing wider than the window: the page does not scroll sideways (a failure names the
 * elements that stick out). */
export async function expectNoSidewaysScroll(page: Page) {
  const { width, limit, wide } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const offenders = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit)
      .slice(0, 8)
      .map((element) => `${element.tagName} ${String(element.getAttribute('class')).slice(0, 80)}`);
    return { width: document.documentElement.scrollWidth, limit, wide: offenders };
  });
  expect(width, wide.join('\n')).toBeLessThanOrEqual(limit);
}

/** Answers OK in the confirmation dialog of specification §8 ('提示') and waits until it goes. */
export async function confirmTip(page: Page) {
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

/** Until no transition or finite animation runs: axe judges colours as painted, so a dialog
 * fading in or a menu fading out would read as too little contrast. */
async function motionSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
