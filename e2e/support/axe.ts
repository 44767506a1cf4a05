import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Serious or critical accessibility problems of the page as it is now, one line each. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Waits for the screen (`ready`, or the main region's first heading), then checks it with axe;
 * a soft assertion, so one run lists every screen's problems.
 */
export async function checkScreen(page: Page, screen: string, ready?: Locator) {
  await expect(ready ?? page.locator('#main h1').first(), `${screen} is on screen`).toBeVisible();
  // Loading placeholders are gone before the check.
  await expect(page.getByText(/^(Loading|Checking permissions)/)).toHaveCount(0);
  expect.soft(await axeProblems(page), `axe on ${screen}`).toEqual([]);
}
