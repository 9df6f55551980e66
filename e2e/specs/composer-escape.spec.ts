import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

// Spec: "Closing with unsaved changes asks for confirmation"; the composer's words for it.
const discardTitle = 'Discard changes?';
const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });
const discard = (page: Page) => page.getByRole('dialog', { name: discardTitle });

test.beforeEach(async ({ page, request }) => {
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);
  await connectTestAccounts(request, token, calendarId, ['p_1']);
  await page.goto(`/${calendarId}/?post=new`);
  await expect(composer(page).getByLabel('What do you want to say?')).toBeVisible();
});

/** Escape must ask, and "Keep editing" must leave the composer as it was. */
async function expectAskedAndKeep(page: Page, text: string) {
  await expect(discard(page)).toBeVisible();
  await discard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard(page)).toBeHidden();
  await expect(composer(page).getByLabel('What do you want to say?')).toHaveValue(text);
}

test(`Escape right after typing asks '${discardTitle}', from the editor, a dropdown and the date field`, async ({
  page,
}) => {
  const editor = composer(page).getByLabel('What do you want to say?');

  // The message editor: a keystroke and Escape at once, before the text has settled anywhere.
  await editor.click();
  await page.keyboard.type('F');
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'composer-escape-discard');
  await expectAskedAndKeep(page, 'F');

  // Again and again at once: the text is in the editor, never lost without the question. (After a
  // pause, a suggestion shown in the editor takes the first Escape: decision 0144.)
  for (const letter of ['r', 'e', 's', 'h']) {
    await editor.focus();
    await page.keyboard.press(letter);
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeVisible();
    // Escape in the question is "Keep editing": the composer stays, and it asks only once.
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeHidden();
    await expect(composer(page)).toBeVisible();
  }
  await expect(editor).toHaveValue('Fresh');

  // A dropdown: the hour of a scheduled post. An open list takes the first Escape.
  await composer(page).getByRole('radio', { name: 'Schedule Post' }).check();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next' }) });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Next' }).click();
  const hour = composer(page).getByRole('combobox', { name: 'Select hour' });
  await hour.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(discard(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expectAskedAndKeep(page, 'Fresh');

  // Typing then moving straight to the dropdown (its list opens on focus) and pressing Escape there.
  await editor.click();
  await page.keyboard.type(' beans');
  await hour.focus();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectAskedAndKeep(page, 'Fresh beans');

  // The date field: its open picker takes the first Escape, the composer the next, whether the
  // focus is on the field or in the picker.
  const dateField = composer(page).getByRole('button', { name: 'Schedule date' });
  await dateField.click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(discard(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expectAskedAndKeep(page, 'Fresh beans');
  await dateField.click();
  await picker.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(discard(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expectAskedAndKeep(page, 'Fresh beans');

  // Typing then moving straight to the date field and pressing Escape there.
  await editor.click();
  await page.keyboard.type('!');
  await dateField.focus();
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'composer-escape-from-date-field');
  await expectAskedAndKeep(page, 'Fresh beans!');

  // Discard closes it.
  await page.keyboard.press('Escape');
  await discard(page).getByRole('button', { name: 'Discard' }).click();
  await expect(composer(page)).toBeHidden();
});
