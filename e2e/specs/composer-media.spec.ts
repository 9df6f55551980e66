import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId, servePictures } from '../support/test-network';

// A real 320x240, 1.6 s H.264 MP4 (the media pipeline's fixture): the server reads its facts from it.
const clip = readFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/clip.mp4'));

let calendarId = '';
let token = '';
let accountIds: string[] = [];
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', {
    headers: auth(),
    data: { timezone: 'America/New_York' },
  });
  expect(settings.ok()).toBe(true);
  accountIds = (await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2'])).map(
    (account) => account._id,
  );
  await servePictures(page);
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(composer(page)).toBeVisible();
});

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

/** The ids the server gave the uploads this page starts (POST /api/media/uploads). */
function recordUploads(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/media/uploads')) {
      void response
        .json()
        .then((body: { uploadId?: string }) => body.uploadId && ids.push(body.uploadId))
        .catch(() => undefined);
    }
  });
  return ids;
}

test('attaches a video, takes its thumbnail from a frame, and the network receives it', async ({
  page,
  request,
}) => {
  const uploads = recordUploads(page);
  await composer(page)
    .getByLabel('What do you want to say?')
    .fill('Behind the counter: how we pull a ristretto');
  await composer(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ristretto.mp4', mimeType: 'video/mp4', buffer: clip });

  const chooser = page.getByRole('dialog', { name: 'Choose Thumbnail' });
  await expect(chooser).toBeVisible();
  // A frame is drawn as soon as the video can seek; moving the slider takes a later one.
  await expect(chooser.getByTestId('thumbnail-candidate')).toBeVisible();
  await chooser.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(chooser).toContainText('Frame at 0.2 s');
  await saveScreenshot(page, 'composer-thumbnail-from-video');
  await chooser.getByText('Choose from file', { exact: true }).click();
  await expect(chooser.getByRole('button', { name: 'Choose from file' })).toBeVisible();
  await saveScreenshot(page, 'composer-thumbnail-from-file');
  await chooser.getByText('Choose from video', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Use Thumbnail' }).click();
  await expect(chooser).toBeHidden();

  const tile = composer(page).getByTestId('file-tile');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByRole('img', { name: 'Video thumbnail' })).toHaveAttribute(
    'src',
    /\/api\/media\/files\//,
  );
  await expect(tile).toContainText('0:02');
  await expect(composer(page).getByRole('button', { name: 'Post', exact: true })).toBeEnabled();

  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await saveScreenshot(page, 'composer-video-attached');

  const fake = await fakeNetworkUrl(request, token, calendarId);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );

  const {
    items: [post],
  } = (await (await request.get(`/api/posts?calendarId=${calendarId}`, { headers: auth() })).json()) as {
    items: { video: { mediaId: string; thumbnailMediaId: string; videoWidth: number } }[];
  };
  expect(post?.video).toMatchObject({ videoWidth: 320 });
  expect(uploads).toEqual(expect.arrayContaining([post?.video.mediaId, post?.video.thumbnailMediaId]));
  // The thumbnail is a frame of the video: the video's own size.
  const thumbnail = (await (
    await request.get(`/api/media/${post?.video.thumbnailMediaId}`, { headers: auth() })
  ).json()) as { width: number; height: number; mimeType: string };
  expect(thumbnail).toMatchObject({ width: 320, height: 240, mimeType: 'image/jpeg' });

  await expect
    .poll(async () => {
      const reply = await request.post(`${fake}/__control/posts`, { data: { args: [] } });
      const { result } = (await reply.json()) as { result: { text: string; mediaUrls: string[] }[] };
      return result.find((sent) => sent.text.includes('ristretto'))?.mediaUrls ?? [];
    })
    .toEqual([expect.stringContaining(`/api/media/files/${post?.video.mediaId}`)]);
});

test('refuses a file type it does not take, and a PDF without WhatsApp, with the spec’s messages', async ({
  page,
}) => {
  const input = composer(page).locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(composer(page).getByTestId('media-error')).toHaveText('Unsupported format text/plain');
  await input.setInputFiles({
    name: 'tone.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(composer(page).getByTestId('media-error')).toHaveText(
    'You can only upload PDF when posting to WhatsApp group. Please, select WhatsApp account first.',
  );
  await saveScreenshot(page, 'composer-media-refused');
});

test('Cancel deletes the uploads the composer made, running or done', async ({ page, request }) => {
  const uploads = recordUploads(page);
  const input = composer(page).locator('input[type="file"]');
  // Hold the video's bytes (not its thumbnail's): it is still uploading when the composer is cancelled.
  await page.route('**/api/media/uploads/*/content**', (route) =>
    route.request().headers()['content-type'] === 'video/mp4' ? undefined : route.continue(),
  );
  await input.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip });
  const chooser = page.getByRole('dialog', { name: 'Choose Thumbnail' });
  await expect(chooser.getByTestId('thumbnail-candidate')).toBeVisible();
  await chooser.getByRole('button', { name: 'Use Thumbnail' }).click();
  await expect(chooser).toBeHidden();
  await expect(composer(page).getByTestId('file-tile').getByRole('progressbar')).toHaveCount(1);
  await expect(composer(page).getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  await expect.poll(() => uploads.length).toBe(2);
  await saveScreenshot(page, 'composer-pending-uploads');

  const deleted = page.waitForResponse((response) => response.url().endsWith('/api/media/temporary-delete'));
  await composer(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(composer(page)).toBeHidden();
  const { files } = (await (await deleted).json()) as { files: string[] };
  expect([...files].sort()).toEqual([...uploads].sort());
  // The thumbnail was ready; the video never finished. Both are gone.
  for (const id of uploads) {
    expect((await request.get(`/api/media/${id}`, { headers: auth() })).status()).toBe(404);
  }
  const again = await request.post('/api/media/temporary-delete', {
    headers: auth(),
    data: { files: uploads },
  });
  expect(((await again.json()) as { files: string[] }).files).toEqual([]);
});

test('the week view opens on the morning', async ({ page }) => {
  await page.goto(`/${calendarId}/calendar?view=week`);
  const week = page.locator('[aria-label="Week"]');
  await expect(week).toBeVisible();
  await expect.poll(() => week.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const top = await week.evaluate((element) => {
    const morning = element.querySelector<HTMLElement>('[data-hour="07:00"]');
    return (morning?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
  });
  // Just under the sticky day headers.
  expect(top).toBeGreaterThan(20);
  expect(top).toBeLessThan(80);
  await saveScreenshot(page, 'calendar-week-morning');
});

test('a near-duplicate opens the similarity modal, and Post anyway saves it', async ({ page, request }) => {
  const message = 'Our autumn blend is back: caramel, hazelnut and a hint of orange';
  const first = await request.post('/api/posts', {
    headers: auth(),
    data: {
      message,
      calendarId,
      accountIds: [accountIds[0]],
      timing: { mode: 'now' },
      images: [{ url: 'https://images.kairos-e2e.test/autumn' }],
    },
  });
  expect(first.status()).toBe(201);

  await composer(page).getByLabel('What do you want to say?').fill(`${message}!`);
  await composer(page).getByLabel('Image URL').fill('https://images.kairos-e2e.test/blend');
  await composer(page).getByRole('button', { name: 'Add image' }).click();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();

  const similar = page.getByRole('dialog', { name: 'Similar posts found' });
  await expect(similar).toContainText('Test Network');
  await saveScreenshot(page, 'composer-similarity-blocked');
  await similar.getByRole('button', { name: 'Post anyway' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );
  const { items: posts } = (await (
    await request.get(`/api/posts?calendarId=${calendarId}`, { headers: auth() })
  ).json()) as {
    items: { message: string; complianceEngineRules: { ignoreComplianceCheck?: boolean } | null }[];
  };
  expect(posts.find((post) => post.message.endsWith('!'))?.complianceEngineRules).toMatchObject({
    ignoreComplianceCheck: true,
  });
});
