import { type Browser, expect, type Page } from '@playwright/test';
import { type TestAccount } from './accounts';
import { invitationLinkSentTo } from './mailbox';

export type InvitedRole = 'Admin' | 'Editor' | 'Viewer';

/**
 * Settings, Team, 'Invite member': invites `invitee` with `role` to the one calendar `calendarName`
 * (the owner's page must be signed in; any calendar of theirs opens the settings).
 */
export async function inviteThroughTeamScreen(
  page: Page,
  input: { calendarId: string; invitee: TestAccount; role: InvitedRole; calendarName: string },
) {
  await page.goto(`/${input.calendarId}/settings#team`);
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('E-mail').fill(input.invitee.email);
  await dialog.getByLabel('Name', { exact: true }).fill(input.invitee.name);
  if (input.role !== 'Editor') {
    await dialog.getByLabel('Role', { exact: true }).click();
    await page.getByRole('option', { name: input.role, exact: true }).click();
  }
  const calendars = dialog.getByRole('group', { name: 'Calendars' });
  for (const box of await calendars.getByRole('checkbox').all()) await box.uncheck();
  await calendars.getByRole('checkbox', { name: input.calendarName, exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(input.invitee.email) });
  await expect(row).toContainText('Invited');
  return row;
}

/**
 * The invitee, in a browser of their own, opens the mailed link and chooses a password. Returns their
 * page (signed in, in the first calendar they may use) and their session token, for API checks.
 */
export async function joinByMailedLink(browser: Browser, invitee: TestAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await invitationLinkSentTo(invitee.email));
  await expect(page.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await page.getByLabel('Choose a password').fill(invitee.password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  const firstName = invitee.name.split(' ')[0] ?? invitee.name;
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('kairos.token'))) ?? '';
  expect(token).not.toBe('');
  return { context, page, token };
}
