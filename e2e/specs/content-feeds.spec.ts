import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from '../support/accounts';
import { createCategory } from '../support/library';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

/** A tiny blog on 127.0.0.1: a page naming its Atom feed, the feed, articles and their picture. */
let site: http.Server;
let origin = '';
const articles = [
  {
    id: 'brew',
    title: 'How we brew our cold brew',
    summary: 'Eighteen hours, coarse grounds, a cold fridge.',
  },
  {
    id: 'beans',
    title: 'Meet the farm behind our beans',
    summary: 'A small farm in Huila picks every spring.',
  },
];

test.beforeAll(async () => {
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();
  site = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        '<html><head><title>Bean blog</title><link rel="alternate" type="application/atom+xml" href="/atom.xml"></head><body>Blog</body></html>',
      );
    }
    if (url === '/atom.xml') {
      const entries = articles
        .map(
          (article) =>
            `<entry><id>urn:${article.id}</id><title>${article.title}</title><link href="${origin}/posts/${article.id}"/><updated>2026-01-01T00:00:00Z</updated><summary>${article.summary}</summary></entry>`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'application/atom+xml', etag: '"one"' });
      return response.end(
        `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><id>urn:blog</id><title>Bean blog</title><updated>2026-01-01T00:00:00Z</updated>${entries}</feed>`,
      );
    }
    if (url.startsWith('/posts/')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(
        `<html><head><meta property="og:image" content="${origin}/cover.jpg"></head><body>Post</body></html>`,
      );
    }
    if (url === '/cover.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(picture);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
});

const feedsDialog = (page: Page) => page.getByRole('dialog', { name: 'Manage RSS feeds' });

test('adds a feed, approves an item and a campaign posts it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [account] = await connectTestAccounts(request, token, calendarId, ['p_1']);
  const category = await createCategory(request, token, calendarId, 'From the blog');

  await page.goto(`/${calendarId}/library#manageRss`);
  await expect(feedsDialog(page)).toBeVisible();
  await feedsDialog(page).getByLabel('Feed or site address').fill('http://10.0.0.1/feed.xml');
  await feedsDialog(page).getByRole('button', { name: 'Add feed' }).click();
  await expect(feedsDialog(page)).toContainText('This address could not be reached');
  // The site's address: its page names the feed.
  await feedsDialog(page).getByLabel('Feed or site address').fill(origin);
  await feedsDialog(page).getByRole('button', { name: 'Add feed' }).click();
  await expect(feedsDialog(page).getByTestId('feed-row')).toContainText('Bean blog');
  await expect(feedsDialog(page).getByTestId('feed-row')).toContainText(`${origin}/atom.xml`);
  await expect(feedsDialog(page).getByTestId('feed-row')).toContainText(/Read [A-Z]/, { timeout: 20_000 });
  await saveScreenshot(page, 'feeds-manage-dialog');
  await page.keyboard.press('Escape');

  const cards = page.getByTestId('library-post');
  await expect(cards).toHaveCount(2, { timeout: 20_000 });
  const brew = cards.filter({ hasText: 'How we brew our cold brew' });
  await expect(brew.getByText('Pending')).toBeVisible();
  await expect(brew.locator('img')).toBeVisible();
  await saveScreenshot(page, 'feeds-pending-posts');
  await brew.getByRole('button', { name: 'Approve' }).click();
  await expect(brew.getByText('Pending')).toBeHidden();
  const beans = cards.filter({ hasText: 'Meet the farm behind our beans' });
  await beans.getByRole('button', { name: 'Reject' }).click();
  await expect(cards).toHaveCount(1);

  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const campaign = await request.post('/api/campaigns', {
    headers: auth(),
    data: {
      calendarId,
      name: 'Blog posts',
      accountIds: [account?._id],
      libraryCategories: [category._id],
      patternSchedule: { selectionMode: 'single', weekDays: [] },
      dates: [day],
      postFrequency: 1,
      postTime: ['09:00'],
    },
  });
  expect(campaign.status()).toBe(201);
  const { _id: campaignId } = (await campaign.json()) as { _id: string };
  const posts = await request.get(`/api/posts?calendarId=${calendarId}&campaignId=${campaignId}`, {
    headers: auth(),
  });
  const { items } = (await posts.json()) as { items: { message: string }[] };
  expect(items.map((post) => post.message)).toEqual([expect.stringContaining('How we brew our cold brew')]);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await saveScreenshot(page, 'feeds-approved-in-campaign');
});

test('uploads images in bulk, each a library post with its caption', async ({ page, request }) => {
  await createCategory(request, token, calendarId, 'Photos');
  const colours = ['#d35400', '#16a085', '#2980b9'];
  const files = await Promise.all(
    colours.map(async (background, index) => ({
      name: ['latte-art-heart.png', 'IMG_2041.png', 'fresh_roast_beans.png'][index] ?? 'x.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Bulk images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload images in bulk' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose images' }).click();
  await (await chooser).setFiles(files);
  await expect(dialog.getByTestId('bulk-image')).toHaveCount(3);
  await expect(dialog.getByLabel('Caption of latte-art-heart.png')).toHaveValue('latte art heart');
  await expect(dialog.getByLabel('Caption of IMG_2041.png')).toHaveValue('');
  await dialog.getByLabel('Caption of IMG_2041.png').fill('Our espresso bar at opening time');
  await dialog.getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Photos/ }).click();
  await saveScreenshot(page, 'bulk-images-dialog');
  await dialog.getByRole('button', { name: 'Add 3 images' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const cards = page.getByTestId('library-post');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Our espresso bar at opening time' }).locator('img')).toBeVisible();
  await expect(page.getByText('fresh roast beans')).toBeVisible();
  await saveScreenshot(page, 'bulk-images-library');

  // Over 30 at once: the spec's message, nothing chosen.
  await page.getByRole('button', { name: 'Bulk images' }).click();
  const tooMany = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose images' }).click();
  await (
    await tooMany
  ).setFiles(Array.from({ length: 31 }, (_, index) => ({ ...files[0]!, name: `photo-${index}.png` })));
  await expect(dialog.getByTestId('bulk-error')).toHaveText(
    'Maximum 30 images or videos can be uploaded, please remove some of them to choose other files.',
  );
  await expect(dialog.getByTestId('bulk-image')).toHaveCount(0);
});

test('/bring-your-content asks a visitor to sign up, and leads a user to each flow', async ({ page }) => {
  await page.evaluate(() => localStorage.removeItem('kairos.token'));
  await page.goto('/bring-your-content');
  await expect(page.getByRole('heading', { name: 'Bring your content' })).toBeVisible();
  await expect(page.getByText('Create your free account first')).toBeVisible();
  await saveScreenshot(page, 'bring-your-content-signed-out');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('kairos.returnTo'))).toBe('/bring-your-content');

  await page.evaluate((value) => localStorage.setItem('kairos.token', value), token);
  await page.goto('/bring-your-content');
  await expect(page.getByRole('link', { name: 'Import CSV or XLSX' })).toHaveAttribute(
    'href',
    `/${calendarId}/library#importContent`,
  );
  await saveScreenshot(page, 'bring-your-content');
  await page.getByRole('link', { name: 'Add RSS feeds' }).click();
  await expect(feedsDialog(page)).toBeVisible();
  await page.goto('/bring-your-content');
  await page.getByRole('link', { name: 'Upload images' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload images in bulk' })).toBeVisible();
});
