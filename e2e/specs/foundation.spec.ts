import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { signupLinkSentTo } from '../support/mailbox';
import { saveScreenshot } from '../support/screenshot';

const calendarIdIn = (url: string) => new URL(url).pathname.split('/')[1] ?? '';

test('a new user signs up, works in a second calendar, logs out, logs in again and meets the 404', async ({
  page,
}) => {
  const account = newAccount();

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await saveScreenshot(page, 'signup-errors');

    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await saveScreenshot(page, 'signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('We have sent you an e-mail');
    await saveScreenshot(page, 'signup-check-mail');
    // The mailed link creates the account and opens it.
    await page.goto(await signupLinkSentTo(account.email));
  });

  const firstCalendarId = await test.step("land on the first calendar's home", async () => {
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/[^/]+\/?$/);
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreenshot(page, 'home');
    return calendarIdIn(page.url());
  });

  await test.step('create a second calendar', async () => {
    await page.getByRole('button', { name: 'Choose calendar' }).click();
    await saveScreenshot(page, 'calendar-dropdown');
    await page.getByRole('button', { name: 'Add calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add calendar' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await saveScreenshot(page, 'calendar-modal-error');
    await dialog.getByLabel('Name').fill('Second brand');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('switch to it', async () => {
    await page.getByRole('button', { name: 'Choose calendar' }).click();
    await page.getByLabel('Search calendars').fill('SECOND');
    await saveScreenshot(page, 'calendar-search');
    await page.getByRole('button', { name: 'Second brand', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Choose calendar' })).toHaveText('Second brand');
    expect(calendarIdIn(page.url())).not.toBe(firstCalendarId);

    await page.getByRole('link', { name: 'Library' }).click();
    await expect(page.getByRole('heading', { name: 'Library' })).toBeVisible();
    await saveScreenshot(page, 'library-second-calendar');
  });

  await test.step('log out', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'University' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Quick courses are coming soon');
    await saveScreenshot(page, 'avatar-menu');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('kairos.token'),
        localStorage.getItem('kairos.calendarId'),
      ]),
    ).toEqual([null, null]);
  });

  await test.step('log in again', async () => {
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await saveScreenshot(page, 'login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    // Logging out forgot the stored calendar, so the first one opens.
    expect(calendarIdIn(page.url())).toBe(firstCalendarId);
  });

  await test.step('open an unknown route and see the 404', async () => {
    await page.goto(`/${firstCalendarId}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await saveScreenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
  });
});

test('a wrong password shows the message on the login page', async ({ page, request }) => {
  const { account } = await signUpThroughApi(page, request);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
  await expect(page).toHaveURL(/\/login$/);
  await saveScreenshot(page, 'login-wrong-password');
});

test('forgot password shows the server message', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');
  await saveScreenshot(page, 'forgot-password');
});

test('settings saves the name and time zone', async ({ page, request }) => {
  await signUpThroughApi(page, request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await saveScreenshot(page, 'settings');

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
});

test('a page chunk gone after a deployment offers the new version', async ({ page, request }) => {
  await signUpThroughApi(page, request);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.route(/\/assets\/journal-route-[\w-]+\.js$/, (route) => route.abort());

  await page.getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { name: 'A new version has been released' })).toBeVisible();
  // The shell stays around the message.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await saveScreenshot(page, 'new-version');

  await page.unroute(/\/assets\/journal-route-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
});

test('an expired session ends at the login page', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('kairos.token', 'no-longer-valid'));
  await page.goto('/library-of-nothing/library');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kairos.token'))).toBeNull();
});
