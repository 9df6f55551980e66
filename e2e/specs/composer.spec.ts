import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId, servePictures } from '../support/test-network';

const timeZone = 'America/New_York';
let calendarId = '';
let token = '';

function zonedParts(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { timezone: timeZone },
  });
  expect(settings.ok()).toBe(true);
  await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
  await servePictures(page);
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Post' })).toBeVisible();
});

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

async function selectAccounts(page: Page, names: readonly string[]) {
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  for (const name of names) await page.getByRole('checkbox', { name }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
}

test('schedules a post with two images to two accounts at the local time chosen', async ({
  page,
  request,
}) => {
  await saveScreenshot(page, 'composer-empty');
  await composer(page)
    .getByLabel('What do you want to say?')
    .fill('Fresh beans this week: https://kairos.example/beans');
  for (const name of ['beans', 'latte']) {
    await composer(page).getByLabel('Image URL').fill(`https://images.kairos-e2e.test/${name}`);
    await composer(page).getByRole('button', { name: 'Add image' }).click();
  }
  await expect(composer(page).getByTestId('media-tile')).toHaveCount(2);
  await selectAccounts(page, ['Test Page One', 'Test Page Two']);

  const tomorrow = zonedParts(new Date(Date.now() + 24 * 3_600_000)).date;
  await composer(page).getByText('Schedule Post').click();
  const picker = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.getByRole('button', { name: 'Next' }) });
  if (tomorrow.slice(8) === '01') await picker.locator('[data-direction="next"]').click();
  // Mantine marks a past day of the previous month as disabled but not as outside.
  await picker
    .locator('button.mantine-DatePicker-day:not([data-outside]):not([data-disabled])', {
      hasText: new RegExp(`^${Number(tomorrow.slice(8))}$`),
    })
    .click();
  await picker.getByRole('button', { name: 'Next' }).click();
  await composer(page).getByRole('combobox', { name: 'Select hour' }).click();
  await page.getByRole('option', { name: '10:15' }).click();
  await expect(composer(page)).toContainText(/Your current GMT-[45]/);
  await saveScreenshot(page, 'composer-scheduled');

  await composer(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  const saved = page.getByRole('dialog').filter({ hasText: 'Post saved' });
  await expect(saved).toContainText(`${tomorrow.slice(5, 7)}/${tomorrow.slice(8)} at 10:15 on 2 accounts`);
  await expect(composer(page)).toBeHidden();
  await saveScreenshot(page, 'composer-post-saved');

  const list = await request.get(`/api/posts?calendarId=${calendarId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [post] = (
    (await list.json()) as { items: { postDate: string; accountIds: string[]; images: unknown[] }[] }
  ).items;
  expect(post?.accountIds).toHaveLength(2);
  expect(post?.images).toHaveLength(2);
  expect(zonedParts(new Date(post?.postDate ?? ''))).toEqual({ date: tomorrow, time: '10:15' });
});

test('shows the rules’ messages when Post is pressed on an empty post', async ({ page }) => {
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  const errors = composer(page).getByTestId('composer-errors');
  await expect(errors).toContainText('Please, provide some content in your awesome post!');
  await expect(errors).toContainText('Please select account for post');
  await saveScreenshot(page, 'composer-rule-violation');
});

test('asks before posting without media, and posts anyway', async ({ page }) => {
  await composer(page).getByLabel('What do you want to say?').fill('Words only today.');
  await selectAccounts(page, ['Test Page One']);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Before you post' });
  await expect(warning).toContainText('Your post has no image or video. Post it anyway?');
  await saveScreenshot(page, 'composer-no-media-warning');
  await warning.getByRole('button', { name: 'Post anyway' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );
});

test('saves a draft', async ({ page }) => {
  await composer(page).getByLabel('What do you want to say?').fill('An idea for next week');
  await composer(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your post has been saved as draft')).toBeVisible();
  await saveScreenshot(page, 'composer-draft-saved');
});

// A 2×2 PNG: enough for the server to read its real type and size from the bytes.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('uploads an image with a progress bar and refuses one over 5 MB', async ({ page }) => {
  const fileInput = composer(page).locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'too-big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(composer(page).getByText(/more than 5 ?mb/i)).toBeVisible();
  await saveScreenshot(page, 'composer-upload-too-large');

  // Hold the bytes' PUT a moment, so the progress bar can be seen before the upload completes.
  let releaseUpload: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/media/uploads/*/content**', async (route) => {
    await held;
    await route.continue();
  });
  await fileInput.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: tinyPng });
  const tile = composer(page).getByTestId('media-tile');
  await expect(tile.getByRole('progressbar')).toHaveCount(1);
  await saveScreenshot(page, 'composer-upload-progress');
  releaseUpload();
  await expect(tile.getByRole('progressbar')).toHaveCount(0);
  await expect(tile.getByRole('img', { name: 'Attachment 1' })).toHaveAttribute(
    'src',
    /\/api\/media\/files\//,
  );
  await expect(composer(page).getByText(/more than 5 ?mb/i)).toHaveCount(0);
});
