import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { demoOwner, type ServerOnPlan, startServerOnPlan } from '../support/server-on-plan';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId } from '../support/test-network';

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

async function openChooser(page: Page) {
  await composer(page).getByRole('button', { name: 'Design', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Please Choose Your Graphic Design Tool' });
  await expect(chooser).toBeVisible();
  return chooser;
}

test('designs a 1080x1080 image in the editor and posts it through the test network', async ({
  page,
  request,
}) => {
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  await connectTestAccounts(request, token, calendarId, ['p_1']);
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await composer(page).getByLabel('What do you want to say?').fill('Our new studio design');

  const chooser = await openChooser(page);
  await expect(chooser.getByLabel('Design size')).toHaveValue('Instagram post 1080x1080');
  await saveScreenshot(page, 'design-chooser');
  await chooser.getByRole('button', { name: 'Open editor' }).click();
  const editor = page.getByRole('dialog', { name: 'Design 1080x1080' });
  await expect(editor.locator('canvas').first()).toBeVisible();

  await editor.getByRole('button', { name: 'Add rectangle' }).click();
  await editor.getByRole('button', { name: 'Add text' }).click();
  await editor.getByLabel('Text', { exact: true }).fill('Fresh bread');
  await expect(editor.getByTestId('layer-row')).toHaveCount(2);
  await editor.getByRole('button', { name: 'Undo' }).click();
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect(editor.getByTestId('layer-row').first()).toContainText('Fresh bread');
  await saveScreenshot(page, 'design-editor');
  await editor.getByRole('button', { name: 'Add as PNG' }).click();
  await expect(editor).toBeHidden();

  const tile = composer(page).getByTestId('media-tile');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByRole('progressbar')).toHaveCount(0);
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await saveScreenshot(page, 'design-attached');
  const fake = await fakeNetworkUrl(request, token, calendarId);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );

  const posts = await request.get(`/api/posts?calendarId=${calendarId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await posts.json()) as {
    items: { images: { mediaId: string; width: number; height: number }[] }[];
  };
  expect(items[0]?.images[0]).toMatchObject({ width: 1080, height: 1080 });
  await expect
    .poll(async () => {
      const reply = await request.post(`${fake}/__control/posts`, { data: { args: [] } });
      const { result } = (await reply.json()) as { result: { text: string; mediaUrls: string[] }[] };
      return result.find((sent) => sent.text.includes('studio design'))?.mediaUrls ?? [];
    })
    .toEqual([expect.stringContaining(`/api/media/files/${items[0]?.images[0]?.mediaId}`)]);
});

test('trims the attached video on the server and attaches the result', async ({ page, request }) => {
  const clip = readFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/clip.mp4'));
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  await page.goto(`/${calendarId}/?post=new`);
  await composer(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip });
  const thumbnails = page.getByRole('dialog', { name: 'Choose Thumbnail' });
  await expect(thumbnails.getByTestId('thumbnail-candidate')).toBeVisible();
  await thumbnails.getByRole('button', { name: 'Use Thumbnail' }).click();
  await expect(composer(page).getByTestId('file-tile')).toContainText('0:02');

  const chooser = await openChooser(page);
  await chooser.getByRole('button', { name: 'Video editor' }).click();
  const tools = page.getByRole('dialog', { name: 'Video editor' });
  await tools.getByLabel('Start (s)').fill('0.5');
  await tools.getByLabel('End (s)').fill('1.5');
  await saveScreenshot(page, 'design-video-trim');
  await tools.getByRole('button', { name: 'Trim' }).click();
  await expect(tools).toBeHidden({ timeout: 20_000 });
  await expect(composer(page).getByTestId('file-tile')).toContainText('0:01');
  await saveScreenshot(page, 'design-video-trimmed');
});

test('a plan without banner generation is told so', async ({ page, request }) => {
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  await page.goto(`/${calendarId}/?post=new`);
  const chooser = await openChooser(page);
  await chooser.getByRole('button', { name: /Embedded design tool/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Graphic template' });
  await dialog.getByTestId('template-sale-instagram').click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByTestId('banner-error')).toHaveText(
    "you don't have access to banner image generation",
  );
});

test.describe('on the Business plan', () => {
  let server: ServerOnPlan | null = null;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServerOnPlan('business-team', 'businessnew');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('generates a banner from a template and attaches it', async ({ page }) => {
    const base = server?.baseURL ?? '';
    const login = await fetch(`${base}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoOwner),
    });
    const { token } = (await login.json()) as { token: string };
    const calendars = await fetch(`${base}/api/calendars`, { headers: { Authorization: `Bearer ${token}` } });
    const [calendar] = (await calendars.json()) as { _id: string }[];
    await page.goto(`${base}/login`);
    await page.evaluate((value) => localStorage.setItem('kairos.token', value), token);
    await page.goto(`${base}/${calendar?._id}/?post=new`);
    await expect(composer(page)).toBeVisible();

    const chooser = await openChooser(page);
    await chooser.getByRole('button', { name: /Embedded design tool/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Graphic template' });
    await expect(dialog.getByTestId('template-sale-instagram')).toBeVisible();
    await dialog.getByPlaceholder('Any tag').click();
    await page.getByRole('option', { name: 'sale', exact: true }).click();
    await expect(dialog.getByRole('button', { name: /Big sale/ })).toBeVisible();
    await expect(dialog.getByTestId('template-quote-instagram')).toHaveCount(0);
    await dialog.getByTestId('template-sale-instagram').click();
    await dialog.getByLabel('Text: heading').fill('WINTER SALE');
    await saveScreenshot(page, 'design-banner-form');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const tile = composer(page).getByTestId('media-tile');
    await expect(tile).toHaveCount(1);
    await expect(tile.locator('img').first()).toHaveAttribute('src', /\/api\/media\/files\//);
    await saveScreenshot(page, 'design-banner-attached');
  });
});
