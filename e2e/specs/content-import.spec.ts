import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from '../support/accounts';
import { libraryTexts } from '../support/library';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId, type ConnectedAccount } from '../support/test-network';

let calendarId = '';
let token = '';
let accounts: ConnectedAccount[] = [];
const auth = () => ({ Authorization: `Bearer ${token}` });
const timeZone = 'Europe/Paris';

function zonedDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
  accounts = await connectTestAccounts(request, token, calendarId, ['p_1', 'p_2']);
});

/** Twenty rows to schedule; rows 7 and 14 (counting the header as row 1) are wrong. */
function scheduleCsv(day: string, account: string): string {
  const texts = [
    ...libraryTexts,
    'Bring a friend on Monday: two cups for the price of one.',
    'New mugs by a local potter are on the shelf.',
  ];
  const lines = ['Message,Date,Time,Accounts'];
  let good = 0;
  for (let index = 0; index < 20; index += 1) {
    const row = index + 2;
    if (row === 7) lines.push(`"Half past the hour is not on the dropdown",${day},10:07,${account}`);
    else if (row === 14) lines.push(`"Nobody reads this one",${day},11:00,Nobody`);
    else {
      const time = `${String(8 + Math.floor(good / 4)).padStart(2, '0')}:${String((good % 4) * 15).padStart(2, '0')}`;
      lines.push(`"${texts[good]}",${day},${time},${account}`);
      good += 1;
    }
  }
  return `${lines.join('\n')}\n`;
}

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import content from CSV or XLSX' });

test('imports a CSV of 20 rows: two bad rows by number, the others scheduled on the calendar', async ({
  page,
  request,
}) => {
  const day = zonedDate(new Date(Date.now() + 3 * 86_400_000));
  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Import CSV / XLSX' }).click();
  const dialog = importDialog(page);
  await expect(dialog.getByRole('link', { name: 'Download the template CSV' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'posts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(scheduleCsv(day, accounts[0]!.name)),
  });
  await expect(dialog).toContainText('posts.csv: 20 rows');
  await expect(dialog.getByRole('combobox', { name: 'Accounts (to schedule)' })).toHaveValue('Accounts');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog).toContainText('18 of 20 rows are ready');
  const errors = dialog.getByRole('list', { name: 'Rows with errors' });
  await expect(errors).toContainText('Row 7: The time must be HH:MM on a quarter hour (00, 15, 30 or 45)');
  await expect(errors).toContainText('Row 14: There is no connected account "Nobody" in this calendar');
  await saveScreenshot(page, 'content-import-checked');

  await dialog.getByRole('button', { name: 'Schedule 18 posts' }).click();
  await expect(dialog).toContainText('Import finished', { timeout: 30_000 });
  await expect(dialog).toContainText('20 of 20 rows read, 18 posts scheduled');
  await saveScreenshot(page, 'content-import-finished');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const listed = await request.get(`/api/posts?calendarId=${calendarId}&limit=100`, { headers: auth() });
  expect(listed.ok()).toBe(true);
  await page.goto(`/${calendarId}/calendar?view=week&date=${day}`);
  await expect(page.getByText(libraryTexts[0]).first()).toBeVisible();
  await saveScreenshot(page, 'content-import-calendar-week');
});

test('imports library rows with image links: fetched at import and shown as stored pictures', async ({
  page,
  request,
}) => {
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  const pictures = http.createServer((incoming, response) => {
    if (incoming.url === '/cup.png') response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  try {
    const category = await request.post('/api/categories', {
      headers: auth(),
      data: { calendarId, title: 'Menu' },
    });
    expect(category.ok()).toBe(true);
    const csv = [
      'Message,Category,Image URLs',
      `"${libraryTexts[0]}",Menu,${site}/cup.png`,
      `"${libraryTexts[1]}",Menu,${site}/gone.png`,
      `"${libraryTexts[2]}",Menu,`,
    ].join('\n');
    await page.goto(`/${calendarId}/library`);
    await page.getByRole('button', { name: 'Import CSV / XLSX' }).click();
    const dialog = importDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'pictures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expect(dialog).toContainText('pictures.csv: 3 rows');
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog).toContainText('3 of 3 rows are ready');
    await expect(dialog).toContainText('2 images are fetched from their links at import');
    await saveScreenshot(page, 'content-import-images-checked');
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(dialog).toContainText('Import finished', { timeout: 30_000 });
    await expect(dialog).toContainText('3 of 3 rows read, 2 added to the library');
    const errors = dialog.getByRole('list', { name: 'Rows with errors' });
    await expect(errors).toContainText(`Row 3: The image ${site}/gone.png could not be imported`);
    await saveScreenshot(page, 'content-import-images-finished');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const card = page.getByText(libraryTexts[0]).first();
    await expect(card).toBeVisible();
    const stored = page.locator('img[src*="/media/"]').first();
    await expect(stored).toBeVisible();
    expect(await stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    expect(await stored.getAttribute('src')).not.toContain(site);
    await saveScreenshot(page, 'content-import-images-library');
  } finally {
    await new Promise((resolve) => pictures.close(resolve));
  }
});

test('inserts a hashtag list into a library post in one click', async ({ page }) => {
  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add to Library' });
  const message = modal.getByLabel('What do you want to say?');
  await message.fill('Fresh beans are in.');
  await modal.getByRole('button', { name: 'Hashtag lists' }).click();
  await page.getByRole('button', { name: 'Manage hashtag lists' }).click();
  const manage = page.getByRole('dialog', { name: 'Hashtag lists' });
  await manage.getByRole('textbox', { name: 'Name' }).fill('Coffee');
  const tags = manage.getByRole('combobox', { name: 'Hashtags' });
  await tags.fill('coffee #Coffee beans');
  await tags.press('Enter');
  await manage.getByRole('button', { name: 'Add list' }).click();
  await expect(manage).toContainText('#coffee #beans');
  await saveScreenshot(page, 'hashtag-lists-manage');
  await manage.getByRole('button', { name: 'Close hashtag lists' }).click();
  await expect(manage).toBeHidden();

  await modal.getByRole('button', { name: 'Hashtag lists' }).click();
  await page.getByRole('button', { name: 'Insert Coffee' }).click();
  await expect(message).toHaveValue('Fresh beans are in. #coffee #beans');
  await saveScreenshot(page, 'hashtag-list-inserted');
});
