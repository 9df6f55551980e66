import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import {
  connectTestAccounts,
  type ConnectedAccount,
  fakeNetworkUrl,
  firstCalendarId,
} from '../support/test-network';

const timeZone = 'Europe/Paris';
let calendarId = '';
let token = '';
let accounts: ConnectedAccount[] = [];

const auth = () => ({ Authorization: `Bearer ${token}` });

function zonedDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A post through the API; `when` null posts it now. */
async function createPost(
  request: APIRequestContext,
  message: string,
  when: { date: string; time: string } | null,
  accountIds = accounts.map((account) => account._id),
) {
  const reply = await request.post('/api/posts', {
    headers: auth(),
    data: {
      message,
      calendarId,
      accountIds,
      timing: when === null ? { mode: 'now' } : { mode: 'schedule', ...when },
      confirmed: ['noMedia'],
    },
  });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { _id: string };
}

const dayCell = (page: Page, date: string) =>
  page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
  accounts = await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
});

test('shows a scheduled post on its local day, and moves it by dragging', async ({ page, request }) => {
  // 23:30 in Paris is still the same day locally but the next day's early hours nowhere: the cell
  // must be the Paris day. Three days ahead so that the next day is still in the future.
  const day = zonedDate(new Date(Date.now() + 3 * 86_400_000));
  const post = await createPost(request, 'Late-night roastery tour: doors open at half past eleven', {
    date: day,
    time: '23:30',
  });
  await createPost(request, 'Morning espresso tips', { date: day, time: '08:15' });

  await page.goto(`/${calendarId}/calendar?view=month&date=${day}`);
  const cell = dayCell(page, day);
  await expect(cell.getByTestId('calendar-post')).toHaveCount(2);
  await expect(cell.getByTestId('calendar-post').last()).toContainText('23:30');
  await expect(cell.getByLabel('2 posts, low load')).toBeVisible();
  await saveScreenshot(page, 'calendar-month');

  await cell.getByTestId('calendar-post').last().hover();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await saveScreenshot(page, 'calendar-hover-preview');

  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const nextDay = next.toISOString().slice(0, 10);
  await page.goto(`/${calendarId}/calendar?view=week&date=${day}`);
  await saveScreenshot(page, 'calendar-week');
  await page.goto(`/${calendarId}/calendar?view=month&date=${day}`);
  // Both days in view first: a drag that has to scroll the page to reach its target never drops in
  // Playwright's Chromium (the next day can be in the grid's last row, below the fold).
  await dayCell(page, nextDay).scrollIntoViewIfNeeded();
  await dayCell(page, day).getByTestId('calendar-post').last().dragTo(dayCell(page, nextDay));
  await expect(dayCell(page, nextDay).getByTestId('calendar-post')).toHaveCount(1);

  const moved = await request.get(`/api/posts/${post._id}`, { headers: auth() });
  const { postDate } = (await moved.json()) as { postDate: string };
  expect(zonedDate(new Date(postDate))).toBe(nextDay);
  expect(new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'short' }).format(new Date(postDate))).toBe(
    '23:30',
  );
  await saveScreenshot(page, 'calendar-after-drag');

  await dayCell(page, nextDay).getByTestId('calendar-post').click();
  await expect(page.getByRole('dialog', { name: /Edit Post/ })).toBeVisible();
});

test('finds a saved draft in Drafts', async ({ page }) => {
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  const composer = page.getByRole('dialog', { name: 'Create New Post' });
  await composer.getByLabel('What do you want to say?').fill('A draft about our autumn blend');
  await composer.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your post has been saved as draft')).toBeVisible();

  await page.goto(`/${calendarId}/drafts`);
  const draft = page.getByTestId('post-list-item').filter({ hasText: 'A draft about our autumn blend' });
  await expect(draft).toBeVisible();
  await saveScreenshot(page, 'drafts');
  await draft.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this draft?' })).toBeVisible();
  await saveScreenshot(page, 'drafts-delete-confirm');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No drafts yet')).toBeVisible();
});

test('a failed publish notifies, and its retry reaches the network', async ({ page, request }) => {
  const fake = await fakeNetworkUrl(request, token, calendarId);
  const control = async (command: string, args: unknown[] = []) => {
    const reply = await request.post(`${fake}/__control/${command}`, { data: { args } });
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { result: unknown }).result;
  };
  await control('script', [
    [{ status: 400, body: { error: { code: 'bad', message: 'Rejected by the network' } } }],
  ]);
  const [pageOne] = accounts;
  await createPost(request, 'Grand opening of our second shop', null, [pageOne?._id ?? '']);
  await expect
    .poll(async () => {
      const reply = await request.get('/api/notifications', { headers: auth() });
      return ((await reply.json()) as { items: unknown[] }).items.length;
    })
    .toBeGreaterThan(0);

  const later = zonedDate(new Date(Date.now() + 86_400_000));
  await createPost(request, 'Tomorrow: latte art class', { date: later, time: '10:00' });
  await page.goto(`/${calendarId}/`);
  await expect(page.getByRole('region', { name: 'Today' })).toContainText('Grand opening');
  await saveScreenshot(page, 'home-today-upcoming');

  await page.getByRole('button', { name: 'Notifications (1 unseen)' }).click();
  const item = page.getByTestId('notification').first();
  await expect(item).toContainText('Rejected by the network');
  await saveScreenshot(page, 'notifications-dropdown');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({
    timeout: 5_000,
  });

  await item.click();
  const retry = page.getByRole('dialog', { name: "Let's try that again?" });
  await expect(retry).toContainText('Looks like this post was not posted to:');
  await expect(retry.getByTestId('retry-accounts')).toContainText(pageOne?.name ?? '');
  await saveScreenshot(page, 'retry-dialog');

  const before = ((await control('posts')) as unknown[]).length;
  await retry.getByRole('button', { name: 'Retry now' }).click();
  await expect(retry).toBeHidden();
  await expect
    .poll(async () => ((await control('posts')) as { text?: string }[]).length)
    .toBeGreaterThan(before);
});
