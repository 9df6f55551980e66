import { expect, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { firstCalendarId } from '../support/test-network';

test('connects a Test Network page through the real redirect, then disables and removes it', async ({
  page,
  request,
}) => {
  const { token } = await signUpThroughApi(page, request);
  const calendarId = await firstCalendarId(request, token);

  await page.goto(`/${calendarId}/settings#addSocialModal`);
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await expect(dialog).toBeVisible();
  const networks = dialog.getByRole('list', { name: 'Networks' });
  await expect(networks.getByRole('listitem').filter({ hasText: 'Pinterest' })).toContainText('Essentials');
  await expect(networks.getByRole('listitem').filter({ hasText: 'YouTube' })).toContainText('Advanced');
  await expect(networks.getByRole('listitem').filter({ hasText: 'Mastodon' })).toBeVisible();
  await expect(networks.getByRole('listitem').filter({ hasText: 'Bluesky' })).toBeVisible();
  await saveScreenshot(page, 'accounts-settings-add-dialog');

  // The fake network's authorize page approves at once and sends the browser back through our callback.
  await dialog.getByRole('button', { name: 'Connect Test Network' }).click();
  await page.waitForURL(/\/settings\?connect=/);
  const chooser = page.getByRole('dialog', { name: 'Choose Test Network accounts' });
  await expect(chooser.getByRole('checkbox', { name: 'Test Page One' })).toBeVisible();
  await chooser.getByRole('checkbox', { name: 'Test Page One' }).click();
  await saveScreenshot(page, 'accounts-settings-chooser');
  await chooser.getByRole('button', { name: 'Connect selected' }).click();

  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${calendarId}/settings$`));
  const group = page.getByRole('region', { name: 'Test Network' });
  await expect(group.getByText('Test Page One')).toBeVisible();
  await saveScreenshot(page, 'accounts-settings-list');

  await group.getByRole('switch', { name: 'Enable Test Page One' }).click({ force: true });
  await expect(group.getByText('Disabled', { exact: true }).first()).toBeVisible();
  await expect(group.getByRole('switch', { name: 'Enable Test Page One' })).not.toBeChecked();

  await group.getByRole('button', { name: 'Remove Test Page One' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Remove account' });
  await expect(confirmation).toContainText('Test Page One');
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Test Page One')).toHaveCount(0);
  await expect(page.getByText('No accounts yet.', { exact: false })).toBeVisible();
});
