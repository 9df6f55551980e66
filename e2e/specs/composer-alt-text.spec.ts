import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, fakeNetworkUrl, firstCalendarId, servePictures } from '../support/test-network';

const timeZone = 'America/New_York';
const altText = 'A paper bag of dark roasted coffee beans on a wooden counter';

let calendarId = '';
let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  const settings = await request.put('/api/settings', { headers: auth(), data: { timezone: timeZone } });
  expect(settings.ok()).toBe(true);
  await connectTestAccounts(request, token, calendarId, ['p_1']);
  await servePictures(page);
});

const composer = (page: Page, name = 'Create New Post') => page.getByRole('dialog', { name });
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

// Issue 16, "Alt text for every image": added in the composer, published with the image, and back on edit.
test('adds alt text to an image, publishes it to the test network, and finds it again on edit', async ({
  page,
  request,
}) => {
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await composer(page).getByLabel('What do you want to say?').fill('Fresh from the roaster this morning');
  await composer(page).getByLabel('Image URL').fill('https://images.kairos-e2e.test/beans');
  await composer(page).getByRole('button', { name: 'Add image' }).click();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();
  await page.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer(page).getByRole('button', { name: 'Select account(s)' }).click();

  const tile = composer(page).getByTestId('media-tile');
  await expect(tile.getByText('ALT', { exact: true })).toHaveCount(0);
  await tile.getByRole('button', { name: 'Alt text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alt text' });
  await expect(dialog.getByTestId('alt-text-count')).toHaveText('0 / 1000 (Test Network)');
  await dialog.getByLabel('Alt text').fill(altText);
  await expect(dialog.getByTestId('alt-text-count')).toHaveText(`${altText.length} / 1000 (Test Network)`);
  await saveScreenshot(page, 'composer-alt-text-dialog');
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile.getByText('ALT', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'composer-alt-text-badge');

  const fake = await fakeNetworkUrl(request, token, calendarId);
  await composer(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Post saved' })).toContainText(
    'on its way to 1 account',
  );

  await expect
    .poll(async () => {
      const reply = await request.post(`${fake}/__control/posts`, { data: { args: [] } });
      const { result } = (await reply.json()) as {
        result: { text: string; mediaUrls: string[]; mediaAltTexts: (string | null)[] }[];
      };
      const sent = result.find((post) => post.text === 'Fresh from the roaster this morning');
      return sent && { mediaUrls: sent.mediaUrls, mediaAltTexts: sent.mediaAltTexts };
    })
    .toEqual({ mediaUrls: ['https://images.kairos-e2e.test/beans'], mediaAltTexts: [altText] });

  const {
    items: [post],
  } = (await (await request.get(`/api/posts?calendarId=${calendarId}`, { headers: auth() })).json()) as {
    items: { _id: string }[];
  };
  await page.goto(`/${calendarId}/calendar?view=month&date=${today()}`);
  await page.locator(`[data-testid="calendar-post"][data-post-id="${post?._id}"]`).click();
  const editor = composer(page, 'Edit Post');
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('media-tile').getByText('ALT', { exact: true })).toBeVisible();
  await editor.getByTestId('media-tile').getByRole('button', { name: 'Alt text' }).click();
  await expect(page.getByRole('dialog', { name: 'Alt text' }).getByLabel('Alt text')).toHaveValue(altText);
  await saveScreenshot(page, 'composer-alt-text-on-edit');
});
