import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on the page as it is now (or in the part of it
 * `within` selects). */
export async function expectAccessible(page: Page, within?: string) {
  await motionSettled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const grave = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    grave.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
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
