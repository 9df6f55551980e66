import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { scheduleManyPosts } from '../support/many-posts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

/** The month after this one ('YYYY-MM'), so that every day of it is still ahead. */
function nextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

test('a month of 600 posts shows posts on its last day, and every day its load', async ({
  page,
  request,
}) => {
  // 600 posts through the API take a while on a loaded machine.
  test.setTimeout(600_000);
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  const accounts = await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
  const month = nextMonth();
  await scheduleManyPosts(request, {
    token,
    calendarId,
    accountIds: accounts.map((account) => account._id),
    month,
    count: 600,
  });

  await page.goto(`/${calendarId}/calendar?view=month&date=${month}-01`);
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const lastDay = `${month}-${new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()}`;
  const last = page.locator(`[data-testid="calendar-day"][data-date="${lastDay}"]`);
  await expect(last.getByTestId('calendar-post')).toHaveCount(3);
  // 600 over 28 to 31 days: 19 to 22 a day, every day high, the last included.
  await expect(last.getByLabel(/^(19|20|21|22) posts, high load$/)).toBeVisible();
  await expect(last.getByRole('button', { name: /^\+ \d+ more$/ })).toBeVisible();
  await saveScreenshot(page, 'calendar-month-600-posts');

  // The last day opened: every one of its posts, not three.
  await last.getByRole('button', { name: /^\+ \d+ more$/ }).click();
  const dayPosts = page.getByTestId('calendar-post');
  await expect(dayPosts.first()).toBeVisible();
  expect(await dayPosts.count()).toBeGreaterThanOrEqual(19);
  await saveScreenshot(page, 'calendar-day-of-600-posts');

  // The hover card reads the full post when the pointer rests on a chip.
  await dayPosts.first().hover();
  await expect(page.getByTestId('calendar-hover-card')).toContainText('scheduled');
});
