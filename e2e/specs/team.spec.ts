import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { invitationLinkSentTo } from '../support/mailbox';
import { saveScreenshot } from '../support/screenshot';

const contactAdminTooltip =
  'Sniffing around for more categories or calendars? Contact your billing admin for access.';

type Box = { x: number; y: number; width: number; height: number } | null;
const overlap = (a: Box, b: Box) =>
  a !== null &&
  b !== null &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

test('the owner invites an editor to one of two calendars; the editor joins by the mailed link', async ({
  page,
  browser,
  request,
}) => {
  // The owner, with a second calendar.
  const { token } = await signUpThroughApi(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const [first] = (await (await request.get('/api/calendars', { headers })).json()) as { _id: string }[];
  const second = await request.post('/api/calendars', { headers, data: { name: 'Second brand' } });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { _id: string })._id;

  // Settings, Team: invite an editor with access to the second calendar only.
  await page.goto(`/${first!._id}/settings#team`);
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  const editor = newAccount('Alan Turing');
  await dialog.getByLabel('E-mail').fill(editor.email);
  await dialog.getByLabel('Name', { exact: true }).fill(editor.name);
  const calendars = dialog.getByRole('group', { name: 'Calendars' });
  await calendars.getByRole('checkbox').first().uncheck();
  await calendars.getByRole('checkbox', { name: 'Second brand' }).check();
  await saveScreenshot(page, 'team-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(editor.email) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Second brand');
  await saveScreenshot(page, 'team-invited');

  // The editor, in a browser of their own, opens the mailed link and chooses a password.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await editorPage.goto(await invitationLinkSentTo(editor.email));
  await expect(editorPage.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await saveScreenshot(editorPage, 'team-accept-invitation');
  await editorPage.getByLabel('Choose a password').fill(editor.password);
  await editorPage.getByRole('button', { name: 'Join the team' }).click();

  // They land in the one calendar they may use, and see no other.
  await expect(editorPage).toHaveURL(new RegExp(`/${secondId}$`));
  await expect(editorPage.getByRole('heading', { name: 'Welcome, Alan' })).toBeVisible();
  await editorPage.getByRole('button', { name: 'Choose calendar' }).click();
  const list = editorPage.getByRole('list', { name: 'Calendars' });
  await expect(list.getByRole('button', { name: 'Second brand', exact: true })).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(2); // the calendar and its pencil
  await expect(editorPage.getByRole('button', { name: 'Add calendar' })).toBeDisabled();
  await editorPage.getByText('Contact your admin').hover();
  const tooltip = editorPage.getByRole('tooltip', { name: contactAdminTooltip });
  await expect(tooltip).toBeVisible();
  // The explanation opens clear of the calendars it explains (it once covered the list).
  expect(overlap(await tooltip.boundingBox(), await list.boundingBox())).toBe(false);
  await saveScreenshot(editorPage, 'team-editor-calendar-dropdown');
  await editorPage.keyboard.press('Escape');

  // The team, read-only for them.
  await editorPage.getByRole('button', { name: 'Account menu' }).click();
  await editorPage.getByRole('menuitem', { name: 'Settings' }).click();
  await editorPage.getByRole('link', { name: 'Team' }).click();
  await expect(editorPage.getByRole('row', { name: /Alan Turing/ })).toContainText('Active');
  await expect(editorPage.getByRole('button', { name: 'Invite member' })).toBeDisabled();
  await expect(editorPage.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
  await saveScreenshot(editorPage, 'team-editor-read-only');

  // The owner removes the editor: their session ends.
  await page.reload();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Actions for ${editor.name}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from team' }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await saveScreenshot(page, 'team-member-removed');

  await editorPage.reload();
  await expect(editorPage).toHaveURL(/\/login$/);
  await editorContext.close();
});
