import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { saveScreenshot } from '../support/screenshot';

async function addCalendar(page: Page, name: string) {
  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add calendar' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page, request }) => {
  await signUpThroughApi(page, request);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('renames and deletes a calendar after the confirmation', async ({ page }) => {
  await addCalendar(page, 'Side project');

  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Edit Side project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit calendar' });
  await dialog.getByLabel('Name').fill('Renamed project');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Edit Renamed project' }).click();
  await page.getByRole('dialog', { name: 'Edit calendar' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete calendar' });
  await expect(confirm).toContainText('Are you sure? If you will remove this calendar');
  await saveScreenshot(page, 'calendar-delete-confirmation');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await expect(
    page.getByRole('list', { name: 'Calendars' }).getByRole('button', { name: /project/ }),
  ).toHaveCount(0);
});

test("opens the upgrade modal at the plan's calendars limit", async ({ page }) => {
  const { limits } = (await (
    await page.request.get('/api/limits', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('kairos.token'))}` },
    })
  ).json()) as { limits: { calendars: number } };
  for (let index = 1; index < limits.calendars; index += 1) await addCalendar(page, `Brand ${index}`);

  await page.getByRole('button', { name: 'Choose calendar' }).click();
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(upgrade).toContainText(`You have reached your limits of ${limits.calendars} calendars`);
  await saveScreenshot(page, 'upgrade-modal');
  await upgrade.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Upgrade', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/upgrade-profile$/);
  await expect(upgrade).toBeHidden();
});

test('warns about expired accounts with a link to the settings', async ({ page }) => {
  // No network account can be connected yet, so the server's showReconnect flag is set here.
  await page.route('**/api/calendars', async (route) => {
    const response = await route.fetch();
    const calendars = (await response.json()) as { showReconnect: boolean }[];
    await route.fulfill({
      response,
      json: calendars.map((calendar) => ({ ...calendar, showReconnect: true })),
    });
  });
  await page.reload();

  await expect(page.getByText('Some of your accounts have expired.')).toBeVisible();
  await saveScreenshot(page, 'expired-accounts-banner');
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('shows only the maintenance page while the product is under maintenance', async ({ page }) => {
  await page.route('**/maintenance', (route) => route.fulfill({ json: { underMaintenance: true } }));
  await page.reload();

  await expect(page.getByText('Kairos is under Maintenance. Please check back in some time.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await saveScreenshot(page, 'maintenance');
});
