import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Driving the app with the keyboard alone: Tab (or Shift+Tab) until the wanted control has the
 * focus, proving it is reachable, and that the focus is visible on it, then Enter, Space or typing.
 * No mouse clicks.
 */

const MAX_TABS = 80;

async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    .catch(() => false);
}

/** Tabs forward (or back) until `target` is focused; fails when it is never reached. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await hasFocus(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${MAX_TABS} presses of Tab`);
}

/** The focused element shows a focus indicator (an outline or a ring drawn with box-shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring ? 'visible' : `no focus style on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(indicator).toBe('visible');
}

/** Tabs to a control and presses Enter on it. */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key === 'Space' ? ' ' : 'Enter');
}

/** Tabs to a text field and types into it (what is there is replaced). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
