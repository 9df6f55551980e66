import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { createCategory, createLibraryPost, libraryTexts } from '../support/library';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId } from '../support/test-network';

const timeZone = 'America/New_York';
let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

function zonedDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const dayMs = 86_400_000;

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
});

const campaignModal = (page: Page) => page.getByRole('dialog', { name: /campaign$/ });

async function clickDay(page: Page, day: string) {
  const calendar = page.getByTestId('campaign-calendar');
  const cell = calendar.locator(`[data-date="${day}"]:not([data-outside])`);
  if ((await cell.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.locator(`[data-date="${day}"]:not([data-outside])`).click();
}

test('a two-week campaign for two accounts fills the calendar, and one of its posts is published', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
  const category = await createCategory(request, token, calendarId, 'Coffee tips');
  for (const text of libraryTexts) await createLibraryPost(request, token, calendarId, category._id, text);

  await page.goto(`/${calendarId}/calendar`);
  await page.getByRole('button', { name: 'New campaign' }).click();
  await expect(page).toHaveURL(/#campaign$/);
  await expect(campaignModal(page)).toBeVisible();

  // Past days cannot be clicked.
  const today = zonedDate(new Date());
  const yesterday = zonedDate(new Date(Date.now() - dayMs));
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    await expect(page.getByTestId('campaign-calendar').locator(`[data-date="${yesterday}"]`)).toBeDisabled();
  }

  await campaignModal(page).getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByTestId('campaign-errors')).toContainText('Please, provide name of your campaign');

  await campaignModal(page).getByLabel('Campaign name').fill('Spring coffee tips');
  await campaignModal(page).getByLabel('Accounts').click();
  await page.getByRole('option', { name: 'Test Page One' }).click();
  await page.getByRole('option', { name: 'Test Page Two' }).click();
  await campaignModal(page).getByLabel('Campaign name').click();
  await campaignModal(page).getByLabel('Library categories').click();
  await page.getByRole('option', { name: /Coffee tips/ }).click();
  await campaignModal(page).getByLabel('Campaign name').click();

  const start = zonedDate(new Date(Date.now() + dayMs));
  const end = zonedDate(new Date(Date.now() + 14 * dayMs));
  await clickDay(page, start);
  await clickDay(page, end);
  await expect(page.getByTestId('campaign-period')).toContainText('–');
  await saveScreenshot(page, 'campaign-modal');

  await campaignModal(page).getByRole('button', { name: 'Create campaign' }).click();
  // Generating the posts checks each against 30 days of the accounts' posts: give a loaded machine time.
  await expect(campaignModal(page)).toBeHidden({ timeout: 45_000 });
  await expect(page.getByTestId('campaign-legend')).toContainText('Spring coffee tips');

  const { items: campaigns } = (await (
    await request.get(`/api/campaigns?calendarId=${calendarId}`, { headers: auth() })
  ).json()) as {
    items: { _id: string; stats: { posts: number } }[];
  };
  expect(campaigns).toHaveLength(1);
  expect(campaigns[0]?.stats.posts).toBeGreaterThanOrEqual(14);

  // The month of the start shows the campaign's posts in its colour.
  if (start.slice(0, 7) !== today.slice(0, 7))
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  const campaignPosts = page.locator(`[data-testid="calendar-post"][data-campaign="${campaigns[0]?._id}"]`);
  await expect(campaignPosts.first()).toBeVisible();
  await saveScreenshot(page, 'campaign-calendar');

  // Publish one of them now through the composer: it reaches the test network.
  const fake = await fakeNetworkUrl(request, token, calendarId);
  const sent = async () => {
    const reply = await request.post(`${fake}/__control/posts`, { data: { args: [] } });
    return ((await reply.json()) as { result: { text: string }[] }).result;
  };
  await campaignPosts.first().click();
  const editor = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(editor).toBeVisible();
  const message = await editor.getByLabel('What do you want to say?').inputValue();
  await editor.getByText('Post Now').click();
  await editor.getByRole('button', { name: 'Post', exact: true }).click();
  // A post with no picture asks first ('Before you post'); the answer resends it.
  const warning = page.getByRole('dialog', { name: 'Before you post' });
  await expect(
    warning.or(editor.getByText('Your post is being processed')).or(page.getByText('Post saved')).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Post anyway' }).click();
  // The text is the library post it came from: the similarity check may ask too, and 'Post anyway' goes on.
  const similar = page.getByRole('dialog', { name: 'Similar posts found' });
  await expect(similar.or(page.getByText('Post saved')).first()).toBeVisible({ timeout: 30_000 });
  if (await similar.isVisible()) {
    await saveScreenshot(page, 'campaign-post-similarity');
    await similar.getByRole('button', { name: 'Post anyway' }).click();
  }
  await expect(editor).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => (await sent()).filter((post) => post.text.includes(message.slice(0, 30))).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
});

test('a campaign that overlaps another on the same account opens the conflict modal, and fixes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [account] = await connectTestAccounts(request, token, calendarId, ['p_1']);
  const category = await createCategory(request, token, calendarId, 'Coffee tips');
  for (const text of libraryTexts) await createLibraryPost(request, token, calendarId, category._id, text);
  const start = zonedDate(new Date(Date.now() + dayMs));
  const end = zonedDate(new Date(Date.now() + 3 * dayMs));
  const first = await request.post('/api/campaigns', {
    headers: auth(),
    data: {
      calendarId,
      name: 'Morning tips',
      accountIds: [account?._id],
      libraryCategories: [category._id],
      patternSchedule: { selectionMode: 'range', weekDays: [] },
      dates: [start, end],
      postFrequency: 1,
      postTime: ['09:00'],
    },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/${calendarId}/calendar#campaign`);
  await campaignModal(page).getByLabel('Campaign name').fill('Overlapping tips');
  await campaignModal(page).getByLabel('Accounts').click();
  await page.getByRole('option', { name: 'Test Page One' }).click();
  await campaignModal(page).getByLabel('Campaign name').click();
  await campaignModal(page).getByLabel('Library categories').click();
  await page.getByRole('option', { name: /Coffee tips/ }).click();
  await campaignModal(page).getByLabel('Campaign name').click();
  await clickDay(page, start);
  await clickDay(page, end);
  await campaignModal(page).getByRole('button', { name: 'Create campaign' }).click();

  const conflict = page.getByRole('dialog', { name: 'Campaigns overlap' });
  await expect(conflict).toContainText('Morning tips', { timeout: 45_000 });
  await expect(conflict).toContainText('Test Page One');
  await saveScreenshot(page, 'campaign-conflict-modal');
  await conflict.getByRole('button', { name: 'Fix conflicts' }).click();
  await expect(conflict).toBeHidden({ timeout: 45_000 });
  await expect(page.getByTestId('campaign-legend')).toContainText('Overlapping tips');
});
