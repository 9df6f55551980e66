import path from 'node:path';
import { type Page } from '@playwright/test';

const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots');

/** Mantine animates menus and modals from script, which `animations: 'disabled'` cannot finish. */
const transitionSettleMs = 300;

/** Saves what the user sees to e2e/screenshots/<name>.png, for review (the folder is not committed). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(transitionSettleMs);
  await page.screenshot({
    path: path.join(screenshotsDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
