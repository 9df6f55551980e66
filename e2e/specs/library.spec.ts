import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { createCategory, createLibraryPost } from '../support/library';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
});

const libraryModal = (page: Page) => page.getByRole('dialog', { name: 'Add to Library' });

// A real 320x240, 1.6 s H.264 MP4 (the media pipeline's fixture): the server reads its facts from it.
const clip = readFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/clip.mp4'));

test('creates a category and library posts, filters, searches, edits and deletes', async ({ page }) => {
  await page.goto(`/${calendarId}/library`);
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await saveScreenshot(page, 'library-empty');

  await page.getByRole('button', { name: 'Add category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
  await categoryDialog.getByLabel('Category name').fill('   ');
  await categoryDialog.getByRole('button', { name: 'Add' }).click();
  await expect(categoryDialog).toContainText('Please, provide name of your category');
  await categoryDialog.getByLabel('Category name').fill('Coffee tips');
  await categoryDialog.getByRole('button', { name: 'Add' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Coffee tips (0)' })).toBeVisible();

  // A second one with the same name in other case is refused by the rule.
  await page.getByRole('button', { name: 'Add category' }).click();
  await categoryDialog.getByLabel('Category name').fill('COFFEE TIPS');
  await categoryDialog.getByRole('button', { name: 'Add' }).click();
  await expect(categoryDialog).toContainText('Category with this name already exists');
  await categoryDialog.getByLabel('Category name').fill('Behind the counter');
  await categoryDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: 'Behind the counter (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await expect(libraryModal(page)).toBeVisible();
  await libraryModal(page).getByRole('button', { name: 'Add to Library' }).click();
  await expect(libraryModal(page).getByTestId('library-errors')).toContainText(
    'Please, choose some categories in your awesome post!',
  );
  await libraryModal(page)
    .getByLabel('What do you want to say?')
    .fill('Cold brew tip: steep coarse grounds for eighteen hours in the fridge.');
  await libraryModal(page).getByRole('switch', { name: 'Multi Post' }).click();
  await libraryModal(page)
    .getByLabel('Twitter message')
    .fill('Cold brew: 18 hours, coarse grind, fridge. That is the whole secret. #coldbrew');
  await libraryModal(page).getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Coffee tips/ }).click();
  await libraryModal(page).getByLabel('Hashtags').fill('#coldbrew');
  await libraryModal(page).getByLabel('Hashtags').press('Enter');
  await saveScreenshot(page, 'library-add-modal');
  await libraryModal(page).getByRole('button', { name: 'Add to Library' }).click();
  await expect(libraryModal(page)).toBeHidden();
  await expect(page.getByTestId('library-post')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Coffee tips (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await libraryModal(page)
    .getByLabel('What do you want to say?')
    .fill('Meet Sam, who roasts every batch by hand on Tuesdays.');
  await libraryModal(page).getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Behind the counter/ }).click();
  await libraryModal(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('library-post')).toHaveCount(2);
  await expect(page.getByTestId('library-post').filter({ hasText: 'Meet Sam' })).toContainText('Draft');
  await saveScreenshot(page, 'library-posts');

  await page.getByRole('button', { name: 'Behind the counter (1)' }).click();
  await expect(page.getByTestId('library-post')).toHaveCount(1);
  await page.getByRole('button', { name: 'All content (2)' }).click();
  await page.getByLabel('Search the library').fill('cold brew');
  await expect(page.getByTestId('library-post')).toHaveCount(1);
  await expect(page.getByTestId('library-post')).toContainText('Cold brew tip');
  await page.getByLabel('Search the library').fill('');

  const sam = page.getByTestId('library-post').filter({ hasText: 'Meet Sam' });
  await sam.getByRole('button', { name: 'Library post actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Library Post' });
  await editing.getByLabel('What do you want to say?').fill('Meet Sam, who roasts every batch by hand.');
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByTestId('library-post').filter({ hasText: 'by hand.' })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Behind the counter' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete “Behind the counter”/ });
  await expect(confirm).toContainText(
    'Are you sure that you want to delete this category? It will remove all the posts and rss feeds from this category',
  );
  await saveScreenshot(page, 'library-delete-category');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('button', { name: /Behind the counter/ })).toHaveCount(0);
  await expect(page.getByTestId('library-post')).toHaveCount(1);
});

test('adds a library post with a video and its thumbnail, shows it, and edits it', async ({
  page,
  request,
}) => {
  await createCategory(request, token, calendarId, 'Behind the counter');
  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await libraryModal(page)
    .getByLabel('What do you want to say?')
    .fill('Ninety seconds at the roaster: how our beans turn brown.');
  await libraryModal(page).getByLabel('Title', { exact: true }).fill('Roasting day');
  await libraryModal(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'roastery.mp4', mimeType: 'video/mp4', buffer: clip });

  // The composer's 'Choose Thumbnail': a frame is drawn as soon as the video can seek.
  const chooser = page.getByRole('dialog', { name: 'Choose Thumbnail' });
  await expect(chooser.getByTestId('thumbnail-candidate')).toBeVisible();
  await chooser.getByRole('button', { name: 'Use Thumbnail' }).click();
  await expect(chooser).toBeHidden();
  const tile = libraryModal(page).getByTestId('file-tile');
  await expect(tile.getByRole('img', { name: 'Video thumbnail' })).toHaveAttribute(
    'src',
    /\/api\/media\/files\//,
  );
  await expect(tile).toContainText('0:02');
  await libraryModal(page).getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Behind the counter/ }).click();
  await saveScreenshot(page, 'library-add-video-modal');
  await libraryModal(page).getByRole('button', { name: 'Add to Library' }).click();
  await expect(libraryModal(page)).toBeHidden();

  const card = page.getByTestId('library-post');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('library-video')).toHaveAttribute('poster', /\/api\/media\/files\//);
  await saveScreenshot(page, 'library-video-card');
  const { items } = (await (
    await request.get(`/api/library-posts?calendarId=${calendarId}`, { headers: auth() })
  ).json()) as { items: { video: { mediaId: string; thumbnailMediaId: string; videoWidth: number } }[] };
  expect(items[0]?.video).toMatchObject({ videoWidth: 320, videoHeight: 240 });
  const thumbnail = (await (
    await request.get(`/api/media/${items[0]?.video.thumbnailMediaId}`, { headers: auth() })
  ).json()) as { width: number; height: number };
  expect(thumbnail).toMatchObject({ width: 320, height: 240 });

  await card.getByRole('button', { name: 'Library post actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Library Post' });
  await expect(editing.getByTestId('file-tile')).toContainText('0:02');
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editing).toBeHidden();
  await expect(card.getByTestId('library-video')).toBeVisible();
});

test('the library similarity dialog, and adding anyway', async ({ page, request }) => {
  const category = await createCategory(request, token, calendarId, 'Coffee tips');
  await createLibraryPost(
    request,
    token,
    calendarId,
    category._id,
    'Cold brew tip: steep coarse grounds for eighteen hours in the fridge.',
  );
  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Add to Library' }).first().click();
  await libraryModal(page)
    .getByLabel('What do you want to say?')
    .fill('Cold brew tip: steep the coarse grounds for eighteen hours in your fridge!');
  await libraryModal(page).getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Coffee tips/ }).click();
  await libraryModal(page).getByRole('button', { name: 'Add to Library' }).click();
  const similar = page.getByRole('dialog', { name: 'Similar content is already in your Library' });
  await expect(similar).toContainText('Library: Cold brew tip');
  await saveScreenshot(page, 'library-similarity-dialog');
  await similar.getByRole('button', { name: 'Post anyway' }).click();
  await expect(libraryModal(page)).toBeHidden();
  await expect(page.getByTestId('library-post')).toHaveCount(2);
});

test('the composer warns of a near-duplicate post, and posts anyway', async ({ page, request }) => {
  const [account] = await connectTestAccounts(request, token, calendarId, ['p_1']);
  const text = 'Grand opening of our second shop on Saturday: free pastries for everyone who visits.';
  const first = await request.post('/api/posts', {
    headers: auth(),
    data: {
      message: text,
      calendarId,
      accountIds: [account?._id],
      timing: { mode: 'now' },
      confirmed: ['noMedia'],
    },
  });
  expect(first.status()).toBe(201);

  await page.goto(`/${calendarId}/?post=new`);
  const composer = page.getByRole('dialog', { name: 'Create New Post' });
  await composer.getByLabel('What do you want to say?').fill(`${text} See you there!`);
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Before you post' });
  await expect(warning).toContainText('Your post has no image or video. Post it anyway?');
  await warning.getByRole('button', { name: 'Post anyway' }).click();
  const similar = page.getByRole('dialog', { name: 'Similar posts found' });
  await expect(similar).toBeVisible();
  await similar.getByRole('button', { name: /Test Network \d+%: show accounts/ }).click();
  await expect(similar).toContainText('Test Page One');
  await saveScreenshot(page, 'composer-similarity-modal');
  await similar.getByRole('button', { name: 'Post anyway' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toBeVisible();
});

test("the composer's Save to Library lands in the chosen category", async ({ page, request }) => {
  await connectTestAccounts(request, token, calendarId, ['p_1']);
  await createCategory(request, token, calendarId, 'Announcements');
  await page.goto(`/${calendarId}/?post=new`);
  const composer = page.getByRole('dialog', { name: 'Create New Post' });
  await composer
    .getByLabel('What do you want to say?')
    .fill('Our new seasonal menu arrives on Monday morning.');
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  await composer.getByText('Save to Library').click();
  await composer.getByPlaceholder('Category').click();
  await page.getByRole('option', { name: /Announcements/ }).click();
  await saveScreenshot(page, 'composer-save-to-library');
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'Before you post' });
  await warning.getByRole('button', { name: 'Post anyway' }).click();
  await expect(composer).toBeHidden({ timeout: 30_000 });

  await page.goto(`/${calendarId}/library`);
  await page.getByRole('button', { name: 'Announcements (1)' }).click();
  await expect(page.getByTestId('library-post')).toContainText('Our new seasonal menu');
});
