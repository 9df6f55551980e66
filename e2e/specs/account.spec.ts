import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { passwordLinkSentTo, signupLinkSentTo } from '../support/mailbox';
import { saveScreenshot } from '../support/screenshot';

test('a forgotten password is reset through the e-mailed link, once', async ({ page, request }) => {
  const { account } = await signUpThroughApi(page, request);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');

  const link = await passwordLinkSentTo(account.email);
  await page.goto(link);
  await saveScreenshot(page, 'create-new-password');
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-secret-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await saveScreenshot(page, 'password-changed');

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand-new-secret-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-secret-2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('This link is invalid or has expired. Please ask for a new one.'),
  ).toBeVisible();
  await saveScreenshot(page, 'password-link-used');
});

test.describe('in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test("a new account takes the browser's time zone", async ({ page }) => {
    const account = newAccount('Marie Curie');
    await page.goto('/signup');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.goto(await signupLinkSentTo(account.email));
    await expect(page.getByRole('heading', { name: 'Welcome, Marie' })).toBeVisible();
    const timezone = await page.evaluate(async () => {
      const response = await fetch('/api/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('kairos.token')}` },
      });
      return ((await response.json()) as { timezone: string }).timezone;
    });
    expect(timezone).toBe('Europe/Paris');
  });
});
