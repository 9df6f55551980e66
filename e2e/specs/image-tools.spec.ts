import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { firstCalendarId } from '../support/test-network';

// A flyer with printed text (server/test/fixtures): what 'Text from image' reads on the server.
const flyer = readFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/printed-text.png'));
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A small site the server fetches from (the e2e server may reach 127.0.0.1: playwright.config.ts). */
let site = '';
let server: http.Server;

test.beforeAll(async () => {
  const files = new Map<string, [string, Buffer]>([
    ['/red.png', ['image/png', await picture(400, 300, '#e03131')]],
    ['/green.png', ['image/png', await picture(300, 300, '#2f9e44')]],
    ['/blue.png', ['image/png', await picture(300, 400, '#1971c2')]],
  ]);
  files.set('/gallery.html', [
    'text/html; charset=utf-8',
    Buffer.from(
      `<html><head><meta property="og:image" content="/red.png"></head>
       <body><img src="green.png"><img src="blue.png"></body></html>`,
    ),
  ]);
  server = http.createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(async ({ page, request }) => {
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(composer(page)).toBeVisible();
});

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

async function attach(page: Page, name: string, buffer: Buffer) {
  await composer(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer });
  const tile = composer(page).getByTestId('media-tile').last();
  // Uploaded: the progress bar is gone and the tile shows the stored picture.
  await expect(tile.getByRole('img', { name: /^Attachment/ })).toHaveAttribute(
    'src',
    /\/api\/media\/files\//,
  );
}

test('reads the text of an attached image into the post', async ({ page }) => {
  await composer(page).getByLabel('What do you want to say?').fill('This weekend:');
  await attach(page, 'flyer.png', flyer);
  await composer(page).getByRole('button', { name: 'Text from image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Text from image' });
  await dialog.getByRole('button', { name: 'Read this image' }).click();
  const text = dialog.getByTestId('image-text');
  await expect(text).toHaveValue(/Spring Bake Sale/, { timeout: 30_000 });
  await expect(text).toHaveValue(/lemon cakes/);
  await saveScreenshot(page, 'image-tools-text-from-image');
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(dialog).toBeHidden();
  const message = composer(page).getByLabel('What do you want to say?');
  await expect(message).toHaveValue(/^This weekend:\nSpring Bake Sale/);
  await expect(message).toHaveValue(/Fresh bread and lemon cakes/);
});

test("picks images from a page's link and attaches them as uploads", async ({ page }) => {
  await composer(page).getByRole('button', { name: 'Get Images From URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Images From URL' });
  const address = dialog.getByLabel('Page URL');
  await address.fill(`${site}/red.png`);
  await address.press('Enter');
  await expect(dialog.getByTestId('images-from-url-error')).toHaveText('Please paste valid html page');
  await address.fill(`${site}/gallery.html`);
  await address.press('Enter');
  const choices = dialog.getByTestId('image-pick-grid').getByRole('button');
  await expect(choices).toHaveCount(3);
  await choices.nth(0).click();
  await choices.nth(2).click();
  await expect(dialog).toContainText('2 of 3 selected');
  await saveScreenshot(page, 'image-tools-images-from-url');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/media/import'));
  await dialog.getByRole('button', { name: 'ADD' }).click();
  const reply = (await (await stored).json()) as { media: { width: number; height: number }[] };
  expect(reply.media.map((media) => [media.width, media.height])).toEqual([
    [400, 300],
    [300, 400],
  ]);
  await expect(dialog).toBeHidden();
  await expect(composer(page).getByTestId('media-tile')).toHaveCount(2);
  await saveScreenshot(page, 'image-tools-images-attached');
});

test('rotates an image in the editor and the upload replaces it', async ({ page }) => {
  await attach(page, 'wide.png', await picture(360, 240, '#f08c00'));
  await composer(page).getByRole('button', { name: 'Edit picture' }).click();
  const editor = page.getByRole('dialog', { name: 'Image editor' });
  await expect(editor.getByTestId('image-editor-canvas')).toBeVisible();
  await editor.getByRole('button', { name: 'Rotate right' }).click();
  await expect(editor.getByTestId('image-editor-rotation')).toHaveText('90°');
  await editor.getByLabel('Text on the picture').fill('Open late');
  await saveScreenshot(page, 'image-tools-editor');
  const completed = page.waitForResponse((response) =>
    /\/api\/media\/uploads\/[^/]+\/complete$/.test(response.url()),
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  const media = (await (await completed).json()) as { width: number; height: number };
  expect([media.width, media.height]).toEqual([240, 360]);
  await expect(editor).toBeHidden();
  await expect(composer(page).getByTestId('media-tile')).toHaveCount(1);
});
