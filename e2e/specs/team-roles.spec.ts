import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { inviteThroughTeamScreen, joinByMailedLink } from '../support/team';
import { connectTestAccounts, firstCalendarId } from '../support/test-network';

const timeZone = 'America/New_York';
const forbidden = "You don't have permission to do this";

/** The date ('YYYY-MM-DD') of `instant` in the members' time zone. */
function zonedDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

async function useTimeZone(request: APIRequestContext, token: string) {
  const reply = await request.put('/api/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { timezone: timeZone },
  });
  expect(reply.ok()).toBe(true);
}

const dayCell = (page: Page, date: string) =>
  page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);

test('an editor schedules a post in the calendar they were given', async ({ page, browser, request }) => {
  // The owner, with a second calendar where the test network's pages are connected.
  const { token } = await signUpThroughApi(page, request);
  const first = await firstCalendarId(request, token);
  const second = await request.post('/api/calendars', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Second brand' },
  });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { _id: string })._id;
  await connectTestAccounts(request, token, secondId, ['p_1', 'p_2']);

  const editor = newAccount('Grace Hopper');
  await inviteThroughTeamScreen(page, {
    calendarId: first,
    invitee: editor,
    role: 'Editor',
    calendarName: 'Second brand',
  });
  const joined = await joinByMailedLink(browser, editor);
  const editorPage = joined.page;
  await expect(editorPage).toHaveURL(new RegExp(`/${secondId}$`));
  await useTimeZone(request, joined.token);
  await editorPage.reload();

  // The composer, as the composer spec drives it: text, one page, tomorrow at 10:15.
  await editorPage.getByRole('button', { name: 'Create post' }).click();
  const composer = editorPage.getByRole('dialog', { name: 'Create New Post' });
  await composer.getByLabel('What do you want to say?').fill('Grace here: our first post as a team');
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  await editorPage.getByRole('checkbox', { name: 'Test Page One' }).check();
  await composer.getByRole('button', { name: 'Select account(s)' }).click();
  const tomorrow = zonedDate(new Date(Date.now() + 24 * 3_600_000));
  await composer.getByText('Schedule Post').click();
  const picker = editorPage
    .locator('.mantine-Popover-dropdown')
    .filter({ has: editorPage.getByRole('button', { name: 'Next' }) });
  if (tomorrow.slice(8) === '01') await picker.locator('[data-direction="next"]').click();
  await picker
    .locator('button.mantine-DatePicker-day:not([data-outside]):not([data-disabled])', {
      hasText: new RegExp(`^${Number(tomorrow.slice(8))}$`),
    })
    .click();
  await picker.getByRole('button', { name: 'Next' }).click();
  await composer.getByRole('combobox', { name: 'Select hour' }).click();
  await editorPage.getByRole('option', { name: '10:15' }).click();
  await saveScreenshot(editorPage, 'team-editor-composer');
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  const warning = editorPage.getByRole('dialog', { name: 'Before you post' });
  await expect(warning).toContainText('Your post has no image or video. Post it anyway?');
  await warning.getByRole('button', { name: 'Post anyway' }).click();
  const saved = editorPage.getByRole('dialog').filter({ hasText: 'Post saved' });
  await expect(saved).toContainText(`${tomorrow.slice(5, 7)}/${tomorrow.slice(8)} at 10:15 on 1 account`);
  await saved.getByRole('button', { name: 'Okay' }).click();

  // It shows in their calendar, on its day; the owner sees it in the same calendar.
  await editorPage.goto(`/${secondId}/calendar?view=month&date=${tomorrow}`);
  const chip = dayCell(editorPage, tomorrow).getByTestId('calendar-post');
  await expect(chip).toHaveCount(1);
  await expect(chip).toContainText('10:15');
  await expect(chip).toContainText('Grace here');
  await saveScreenshot(editorPage, 'team-editor-post-in-calendar');
  const owners = await request.get(`/api/posts?calendarId=${secondId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = (await owners.json()) as { items: { message: string }[] };
  expect(items.map((post) => post.message)).toEqual(['Grace here: our first post as a team']);
  await joined.context.close();
});

test('a viewer sees the calendar given but cannot create or save a post', async ({
  page,
  browser,
  request,
}) => {
  // The owner's calendar, with a page connected and a post scheduled for tomorrow.
  const { token } = await signUpThroughApi(page, request);
  await useTimeZone(request, token);
  const calendarId = await firstCalendarId(request, token);
  const calendarName = (
    (await (
      await request.get('/api/calendars', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      name: string;
    }[]
  )[0]?.name;
  const [pageOne] = await connectTestAccounts(request, token, calendarId, ['p_1']);
  const tomorrow = zonedDate(new Date(Date.now() + 24 * 3_600_000));
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      message: 'Owner post: the autumn menu',
      calendarId,
      accountIds: [pageOne?._id],
      timing: { mode: 'schedule', date: tomorrow, time: '09:30' },
      confirmed: ['noMedia'],
    },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { _id: string })._id;

  const viewer = newAccount('Ada Viewer');
  const row = await inviteThroughTeamScreen(page, {
    calendarId,
    invitee: viewer,
    role: 'Viewer',
    calendarName: calendarName ?? '',
  });
  await expect(row).toContainText('Viewer');
  await saveScreenshot(page, 'team-viewer-invited');
  const joined = await joinByMailedLink(browser, viewer);
  const viewerPage = joined.page;
  await expect(viewerPage).toHaveURL(new RegExp(`/${calendarId}$`));

  // Home: no way to start a post.
  await expect(viewerPage.getByRole('button', { name: 'Create post' })).toBeDisabled();
  await saveScreenshot(viewerPage, 'team-viewer-home');

  // The calendar shows the owner's post; it cannot be dragged.
  await viewerPage.goto(`/${calendarId}/calendar?view=month&date=${tomorrow}`);
  const chip = dayCell(viewerPage, tomorrow).getByTestId('calendar-post');
  await expect(chip).toContainText('Owner post');
  await expect(chip).toHaveAttribute('draggable', 'false');

  // Opened, the post reads but cannot be saved.
  await chip.click();
  const opened = viewerPage.getByRole('dialog', { name: 'Edit Post' });
  await expect(opened.getByLabel('What do you want to say?')).toContainText('Owner post: the autumn menu');
  await expect(opened.getByText(forbidden)).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
  await expect(opened.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await saveScreenshot(viewerPage, 'team-viewer-post-read-only');

  // The server agrees: the viewer's own session cannot change the post.
  const refused = await request.put(`/api/posts/${postId}`, {
    headers: { Authorization: `Bearer ${joined.token}` },
    data: {
      message: 'Changed by a viewer',
      calendarId,
      accountIds: [pageOne?._id],
      timing: { mode: 'schedule', date: tomorrow, time: '09:30' },
      confirmed: ['noMedia'],
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(forbidden);
  await joined.context.close();
});
