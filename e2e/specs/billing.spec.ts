import { expect, type Page, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';
import { inviteThroughTeamScreen, joinByMailedLink } from '../support/team';

async function addCalendar(page: Page, name: string) {
  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add calendar' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

const planCard = (page: Page, name: string) => page.getByRole('region', { name: `${name} plan` });

test('a trial user at the calendar limit subscribes through Checkout, changes plan, cancels and reactivates', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, request);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The trial of basicnew allows 3 calendars: the fourth opens the upgrade modal.
  await addCalendar(page, 'Brand 1');
  await expect(page.getByRole('dialog', { name: 'Add calendar' })).toBeHidden();
  await addCalendar(page, 'Brand 2');
  await expect(page.getByRole('dialog', { name: 'Add calendar' })).toBeHidden();
  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(upgrade).toContainText('You have reached your limits of 3 calendars');
  await upgrade.getByRole('link', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(/\/upgrade-profile$/);
  await expect(planCard(page, 'Basic')).toContainText('Current plan');
  await expect(planCard(page, 'Advanced')).toContainText('Recommended');
  await expect(planCard(page, 'Advanced')).toContainText('Save $69.00 a year');
  await saveScreenshot(page, 'billing-upgrade-page');

  // Checkout on Stripe's (fake) hosted page, then back in the app.
  await planCard(page, 'Advanced')
    .getByRole('button', { name: /trial|Subscribe/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Subscribe to annual_advancednew' })).toBeVisible();
  await saveScreenshot(page, 'billing-checkout-page');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/upgrade-profile\?checkout=success$/);
  await expect(page.getByText('Your subscription is active. Thank you!')).toBeVisible();
  await expect(planCard(page, 'Advanced')).toContainText('Current plan');
  await saveScreenshot(page, 'billing-subscribed');

  // The plan's new limit: the fourth calendar is added.
  await addCalendar(page, 'Brand 3');
  await expect(page.getByRole('dialog', { name: 'Add calendar' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Upgrade your plan' })).toBeHidden();

  // Change plan with the preview.
  await page.goto(page.url().replace(/\/[^/]+\?.*$/, '/upgrade-profile'));
  await planCard(page, 'Business').getByRole('button', { name: 'Change to this plan' }).click();
  const change = page.getByRole('dialog', { name: 'Change plan' });
  await expect(change.getByLabel('Price of the change')).toContainText(/You pay \$[\d.]+ now/);
  await saveScreenshot(page, 'billing-change-preview');
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(planCard(page, 'Business')).toContainText('Current plan');

  // Cancel at the period's end, then reactivate.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await expect(
    page.getByText(/Your subscription ends on .*You can reactivate it until then\./),
  ).toBeVisible();
  await saveScreenshot(page, 'billing-cancelled');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  // The checkout carried the rest of the sign-up trial over: the subscription is still trialing.
  await expect(page.getByText(/^Trial ends on /)).toBeVisible();
});

test('a team member sees no upgrade page', async ({ page, request, browser }) => {
  const { token } = await signUpThroughApi(page, request);
  const calendars = (await (
    await request.get('/api/calendars', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { _id: string; name: string }[];
  const calendar = calendars[0]!;
  const member = newAccount('Eve Editor');
  await inviteThroughTeamScreen(page, {
    calendarId: calendar._id,
    invitee: member,
    role: 'Editor',
    calendarName: calendar.name,
  });
  const joined = await joinByMailedLink(browser, member);
  await joined.page.goto(`/${calendar._id}/upgrade-profile`);
  await expect(joined.page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(joined.page.getByRole('link', { name: /limited time deal/i })).toHaveCount(0);
  await saveScreenshot(joined.page, 'billing-member-no-upgrade');
  await joined.context.close();
});
