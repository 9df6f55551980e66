import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { createCategory, createLibraryPost } from '../support/library';
import { saveScreenshot } from '../support/screenshot';
import { demoOwner, type ServerOnPlan, startServerOnPlan } from '../support/server-on-plan';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

// Issue 19: the writing assistant against the real server's built-in engine (no key, no internet).
const coldBrewSign = readFileSync(path.resolve(import.meta.dirname, '../fixtures/cold-brew-sign.mp4'));
let calendarId = '';
let token = '';

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });
const editor = (page: Page) => composer(page).getByLabel('What do you want to say?');

async function openComposer(page: Page) {
  await page.goto(`/${calendarId}/`);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(composer(page)).toBeVisible();
}

test.beforeEach(async ({ page, request }) => {
  ({ token } = await signUpThroughApi(page, request));
  calendarId = await firstCalendarId(request, token);
  await connectTestAccounts(request, token, calendarId, ['p_1']);
});

test('generates captions and puts the chosen one in the editor', async ({ page }) => {
  await openComposer(page);
  await editor(page).fill('Our new cold brew: single origin beans roasted in Lisbon, steeped for 18 hours');
  await composer(page).getByRole('button', { name: 'Generate Caption' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Caption' });
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await dialog.getByRole('combobox', { name: 'Tone' }).click();
  await page.getByRole('option', { name: 'Happy' }).click();
  await dialog.getByText('25', { exact: true }).click();
  await dialog.getByText('2', { exact: true }).click();
  await dialog.getByRole('switch', { name: /Add a Midjourney prompt/ }).check();
  await dialog.getByRole('button', { name: 'Generate' }).click();

  const options = dialog.getByTestId('caption-option');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('Midjourney prompt');
  await saveScreenshot(page, 'assistant-captions');
  const chosen = (await options.nth(1).locator('p').first().textContent()) ?? '';
  expect(chosen).toContain('cold brew');
  await dialog.getByRole('button', { name: 'Use caption 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toHaveValue(chosen);
});

test('suggests hashtags for the text and adds the ones clicked', async ({ page }) => {
  await openComposer(page);
  await editor(page).fill('Our cold brew is back: single origin beans, roasted in Lisbon, poured over ice.');
  const suggestions = composer(page).getByTestId('hashtag-suggestions');
  const chips = suggestions.locator('label');
  await expect(chips.first()).toBeVisible();
  const count = await chips.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(8);
  const first = (await chips.nth(0).textContent()) ?? '';
  const second = (await chips.nth(1).textContent()) ?? '';
  await chips.nth(0).click();
  await chips.nth(1).click();
  await expect(suggestions.getByRole('checkbox', { name: first })).toBeChecked();
  const pills = composer(page).locator('.mantine-TagsInput-root .mantine-Pill-label');
  await expect(pills).toHaveText([first, second]);
  await saveScreenshot(page, 'assistant-hashtags');
});

test("completes the sentence from the calendar's own posts; Tab accepts it", async ({ page, request }) => {
  const category = await createCategory(request, token, calendarId, 'Tips');
  await createLibraryPost(
    request,
    token,
    calendarId,
    category._id,
    'Fresh cold brew every morning at the roastery on Rua Augusta.',
  );
  await openComposer(page);
  await editor(page).click();
  await page.keyboard.type('Come by for fresh cold brew every ', { delay: 20 });
  const ghost = composer(page).getByTestId('autocomplete-ghost');
  await expect(ghost).toHaveText('morning at the');
  await expect(composer(page).getByTestId('autocomplete-hint')).toContainText('to add “morning at the”');
  await saveScreenshot(page, 'assistant-autocomplete');
  await page.keyboard.press('Tab');
  await expect(editor(page)).toHaveValue('Come by for fresh cold brew every morning at the');
  await expect(editor(page)).toBeFocused();
  await expect(ghost).toBeHidden();
});

test('underlines a misspelling and fixes it', async ({ page }) => {
  await openComposer(page);
  await editor(page).click();
  await page.keyboard.type('Our baristas are realy proud of this roast', { delay: 10 });
  const underline = composer(page).getByTestId('misspelling');
  await expect(underline).toHaveText('realy');
  // The underline is drawn under the word in the textarea: the same place, the same width.
  const marked = await underline.boundingBox();
  expect(marked?.width).toBeGreaterThan(20);
  await composer(page)
    .getByLabel('What do you want to say?')
    .screenshot({
      path: path.resolve(import.meta.dirname, '../screenshots/assistant-misspelling-editor.png'),
    });
  await saveScreenshot(page, 'assistant-misspelling');
  await composer(page).getByRole('button', { name: 'Fix realy' }).click();
  await page.getByRole('menuitem', { name: 'really', exact: true }).click();
  await expect(editor(page)).toHaveValue('Our baristas are really proud of this roast');
  await expect(underline).toHaveCount(0);
  await saveScreenshot(page, 'assistant-misspelling-fixed');
});

test('proposes a title and a caption for an uploaded video', async ({ page }) => {
  test.setTimeout(120_000);
  await openComposer(page);
  await composer(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cold-brew.mp4', mimeType: 'video/mp4', buffer: coldBrewSign });
  const chooser = page.getByRole('dialog', { name: 'Choose Thumbnail' });
  await expect(chooser.getByTestId('thumbnail-candidate')).toBeVisible();
  await chooser.getByRole('button', { name: 'Use Thumbnail' }).click();
  await expect(chooser).toBeHidden();

  await composer(page).getByRole('button', { name: 'Post from video with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post from video with AI' });
  await expect(dialog.getByTestId('video-post-source')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('video-post-source')).toHaveText(
    'Written from the text seen in the video (no speech-to-text is set up).',
  );
  const title = await dialog.getByLabel('Title').inputValue();
  const caption = await dialog.getByLabel('Caption').inputValue();
  expect(`${title} ${caption}`.toLowerCase()).toContain('cold brew');
  await saveScreenshot(page, 'assistant-video-post');
  await dialog.getByRole('button', { name: 'Use title and caption' }).click();
  await expect(editor(page)).toHaveValue(caption);
  await expect(
    composer(page).getByLabel('Title (Google Business, YouTube, Pinterest, Web Stories)'),
  ).toHaveValue(title);
});

const article = [
  'Lisbon, 3 November. Kairos Coffee opened its second roastery on Rua Augusta this morning, after two years of planning and a crowdfunding campaign that raised 180,000 euros from 2,400 regulars.',
  'The new roastery doubles the company’s capacity to 900 kilograms a week and will supply its four cafés as well as thirty restaurants across the city.',
  'Founder Marta Silva said the move was driven by demand for single origin beans, which now make up more than half of the company’s sales.',
  'Every batch is roasted by hand in small drums, and the beans come directly from farms in Huila, Sidama and Minas Gerais that the team visits each spring.',
  'The roastery also houses a training room where baristas from partner restaurants learn to dial in espresso and to steam milk for latte art.',
  'Visitors can watch the roasting through a glass wall on weekday mornings, and free tastings run every Friday from four until six.',
  'The company plans to cut its delivery emissions by switching its vans to electric ones by the end of next year.',
].join(' ');

test('opens the upgrade modal when the plan has no advanced article summarizer', async ({ page }) => {
  await openComposer(page);
  await editor(page).fill(article);
  await composer(page).getByRole('button', { name: 'Summarize Article or Paragraph' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summarize Article or Paragraph' });
  await dialog.getByRole('button', { name: 'Summarize', exact: true }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(upgrade).toContainText("You don't have access to advanced article summarizer");
  await saveScreenshot(page, 'assistant-summary-upgrade');
  await upgrade.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor(page)).toHaveValue(article);
});

test.describe('on the Advanced plan', () => {
  let server: ServerOnPlan | null = null;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServerOnPlan('advanced-team', 'advancednew');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('summarizes a pasted article and puts the summary in the editor', async ({ page }) => {
    const base = server?.baseURL ?? '';
    const login = await fetch(`${base}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoOwner),
    });
    const { token: demoToken } = (await login.json()) as { token: string };
    const calendars = await fetch(`${base}/api/calendars`, {
      headers: { Authorization: `Bearer ${demoToken}` },
    });
    const [calendar] = (await calendars.json()) as { _id: string }[];
    await page.goto(`${base}/login`);
    await page.evaluate((value) => localStorage.setItem('kairos.token', value), demoToken);
    await page.goto(`${base}/${calendar?._id}/?post=new`);
    await expect(composer(page)).toBeVisible();

    await editor(page).fill(article);
    await composer(page).getByRole('button', { name: 'Summarize Article or Paragraph' }).click();
    const dialog = page.getByRole('dialog', { name: 'Summarize Article or Paragraph' });
    await expect(dialog.getByText('176 words')).toBeVisible();
    await dialog.getByRole('button', { name: 'Summarize', exact: true }).click();
    const result = dialog.getByTestId('summary-result');
    await expect(result).toBeVisible();
    const summary = (await result.locator('p').last().textContent()) ?? '';
    expect(summary.length).toBeGreaterThan(40);
    expect(summary.length).toBeLessThan(article.length / 2);
    // Extractive: every sentence of the summary is one of the article's.
    for (const sentence of summary.split(/(?<=\.)\s+/)) expect(article).toContain(sentence.trim());
    await saveScreenshot(page, 'assistant-summary');
    await dialog.getByRole('button', { name: 'Replace the text' }).click();
    await expect(editor(page)).toHaveValue(summary);
    await saveScreenshot(page, 'assistant-summary-in-editor');
  });
});
