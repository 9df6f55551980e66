import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { scheduleManyPosts } from '../support/many-posts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

/** What a style rule missing from the first page's CSS, or in the wrong order, would change. */
const properties = [
  'display',
  'position',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'margin-top',
  'font-size',
  'font-weight',
  'line-height',
  'width',
  'height',
  'box-shadow',
  'cursor',
  'opacity',
];

/**
 * The computed styles of every element Mantine styles (its `m_` classes) that shows something, in
 * document order. A box of no height whose descendants have none either shows nothing: a closed
 * modal's root or the toasts' containers, which mount when their chunks arrive (the toasts' may
 * come after the first measure, the modals' provider mounted a second, empty root once all of
 * Mantine's styles were in) without a pixel changing.
 */
function mantineStyles(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const shows = (element: Element) =>
      [element, ...Array.from(element.querySelectorAll('*'))].some(
        (box) => box.getBoundingClientRect().height > 0,
      );
    const styled = Array.from(document.querySelectorAll('[class*="m_"]')).filter(shows);
    return styled.map((element) => {
      const computed = getComputedStyle(element);
      const values = names.map((name) => `${name}: ${computed.getPropertyValue(name)}`);
      return `${element.tagName.toLowerCase()}.${element.className} { ${values.join('; ')} }`;
    });
  }, properties);
}

/**
 * Opens the account menu and waits for its opening transition to end: measured while it fades in,
 * its opacity was whatever the moment was (0.74 once, 0.35 the next time).
 */
async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
}

const allStylesIn = (page: Page) =>
  page.evaluate(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/all-styles-')));

// Decision 0069: the first page (the calendar) carries the styles of its own components only, and
// every other page loads all of Mantine's. The calendar, its menu and its popovers must look the
// same before and after all the styles arrive: no rule missing, none in the wrong order.
test('the calendar looks the same with its own styles as with all of Mantine’s', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  const accounts = await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const month = next.toISOString().slice(0, 7);
  await scheduleManyPosts(request, {
    token,
    calendarId,
    accountIds: accounts.map((account) => account._id),
    month,
    count: 40,
  });

  // All of Mantine's styles are held back until the first page has been measured: on a slow machine
  // the composer's ahead-of-time fetch (5 s after the page settles) could bring them sooner.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/all-styles-/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/${calendarId}/calendar?view=month&date=${month}-01`);
  await expect(page.getByTestId('calendar-post').first()).toBeVisible({ timeout: 60_000 });
  expect(await allStylesIn(page)).toBe(false);
  const calendarBefore = await mantineStyles(page);
  await openAccountMenu(page);
  const menuBefore = await mantineStyles(page);
  await saveScreenshot(page, 'first-page-styles-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  expect(await allStylesIn(page)).toBe(false);

  // Resting on a post asks for the composer ahead, and with it all of Mantine's styles.
  release();
  await page.getByTestId('calendar-post').first().hover();
  await expect.poll(() => allStylesIn(page)).toBe(true);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.waitForTimeout(500);
  expect(await mantineStyles(page)).toEqual(calendarBefore);
  await openAccountMenu(page);
  expect(await mantineStyles(page)).toEqual(menuBefore);
});
