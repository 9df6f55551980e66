import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { firstCalendarId } from '../support/test-network';

// The server under test has X configured against X's fake in its own process (playwright.config.ts).
const fakeXUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 5}`;

interface FakeTweet {
  id: string;
  text: string;
}

async function tweets(request: APIRequestContext): Promise<FakeTweet[]> {
  return (await (await request.get(`${fakeXUrl}/__control/tweets`)).json()) as FakeTweet[];
}

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

test('connects an X account from the settings screen and a scheduled post reaches X', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpThroughApi(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const calendarId = await firstCalendarId(request, token);
  expect((await request.put('/api/settings', { headers, data: { timezone: 'UTC' } })).ok()).toBe(true);

  // Settings → Add account → X: the browser goes to X's authorize page, which approves and sends it back.
  await page.goto(`/${calendarId}/settings#addSocialModal`);
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByRole('button', { name: 'Connect X' }).click();
  await page.waitForURL(/\/settings\?connect=/);
  const chooser = page.getByRole('dialog', { name: 'Choose Twitter accounts' });
  await chooser.getByRole('checkbox', { name: 'Kairos Dev' }).click();
  await saveScreenshot(page, 'x-connect-chooser');
  await chooser.getByRole('button', { name: 'Connect selected' }).click();
  await expect(chooser).toBeHidden();
  const group = page.getByRole('region', { name: 'Twitter' });
  await expect(group.getByText('Kairos Dev')).toBeVisible();
  await saveScreenshot(page, 'x-connect-settings');

  // Compose for tomorrow in the composer, confirming the no-media warning as a user would.
  const text = `Launch day at Kairos ${Date.now()}`;
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await composer(page).getByLabel('What do you want to say?').fill(text);
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Kairos Dev' }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await composer(page).getByText('Schedule Post').click();
  const picker = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.getByRole('button', { name: 'Next' }) });
  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  if (tomorrow.slice(8) === '01') await picker.locator('[data-direction="next"]').click();
  // Mantine marks a past day of the previous month as disabled but not as outside.
  await picker
    .locator('button.mantine-DatePicker-day:not([data-outside]):not([data-disabled])', {
      hasText: new RegExp(`^${Number(tomorrow.slice(8))}$`),
    })
    .click();
  await picker.getByRole('button', { name: 'Next' }).click();
  await composer(page).getByRole('combobox', { name: 'Select hour' }).click();
  await page.getByRole('option', { name: '09:00' }).click();
  await composer(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('button', { name: 'Post anyway' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toBeVisible();
  await saveScreenshot(page, 'x-connect-scheduled');
  expect(await tweets(request)).toEqual([]);

  // Scheduled times are quarter hours, too far for a test to wait: the user changes their mind and
  // sends the scheduled post now (an edit of its timing), and the engine sends it through X, once.
  const list = await request.get(`/api/posts?calendarId=${calendarId}`, { headers });
  const [post] = ((await list.json()) as { items: { _id: string; accountIds: string[] }[] }).items;
  expect(post).toBeDefined();
  const body = {
    calendarId,
    message: text,
    accountIds: post?.accountIds,
    timing: { mode: 'now' },
  };
  let moved = await request.put(`/api/posts/${post?._id}`, { headers, data: body });
  if (moved.status() === 422) {
    const answer = (await moved.json()) as { error: { code: string; details: { path: string }[] } };
    expect(answer.error.code).toBe('CONFIRMATION_REQUIRED');
    const confirmed = answer.error.details.map((detail) => detail.path);
    moved = await request.put(`/api/posts/${post?._id}`, { headers, data: { ...body, confirmed } });
  }
  expect(moved.status()).toBe(200);

  await expect
    .poll(async () => (await tweets(request)).map((tweet) => tweet.text), { timeout: 60_000 })
    .toEqual([text]);
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/posts/${post?._id}`, { headers });
        return ((await reply.json()) as { targets: { state: string }[] }).targets.map((t) => t.state);
      },
      { timeout: 30_000 },
    )
    .toEqual(['published']);
});
