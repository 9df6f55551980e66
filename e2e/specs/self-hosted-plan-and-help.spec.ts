import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot';
import { demoOwner, type ServerOnPlan, startServerOnPlan } from '../support/server-on-plan';

// A self-hosted install as an operator runs it: billing off (no Stripe key), the team on the plan
// the operator set (no end, nothing paid), and neither CONSULTING_URL nor SUPPORT_URL nor
// SUPPORT_EMAIL set.

let server: ServerOnPlan | null = null;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerOnPlan('self-hosted', 'businessnew');
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, base: string) {
  const login = await fetch(`${base}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoOwner),
  });
  const { token } = (await login.json()) as { token: string };
  const calendars = await fetch(`${base}/api/calendars`, { headers: { Authorization: `Bearer ${token}` } });
  const [calendar] = (await calendars.json()) as { _id: string }[];
  await page.goto(`${base}/login`);
  await page.evaluate((value) => localStorage.setItem('kairos.token', value), token);
  return calendar?._id ?? '';
}

test("the upgrade page marks the operator's Business plan as current, and recommends nothing", async ({
  page,
}) => {
  const base = server?.baseURL ?? '';
  const calendarId = await signIn(page, base);
  await page.goto(`${base}/${calendarId}/upgrade-profile`);
  await expect(page.getByText('Billing is off on this server')).toBeVisible();
  const business = page.getByRole('region', { name: 'Business plan' });
  await expect(business.getByText('Current plan')).toBeVisible();
  await expect(page.getByText('Recommended')).toHaveCount(0);
  await expect(
    page.getByText('Your team is on the Business plan, set by the administrator of this installation.'),
  ).toBeVisible();
  await saveScreenshot(page, 'upgrade-self-hosted-operator-plan');
});

test('Support leads to the built-in help page from the navigation and the avatar menu', async ({ page }) => {
  const base = server?.baseURL ?? '';
  const calendarId = await signIn(page, base);
  await page.goto(`${base}/${calendarId}/`);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Journal' })).toBeVisible();
  // No CONSULTING_URL: no one to book, so no Consulting link (the README says so).
  await expect(navigation.getByRole('link', { name: /Consulting/ })).toHaveCount(0);

  await navigation.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(new RegExp(`/${calendarId}/help$`));
  await expect(page.getByRole('heading', { name: 'What Kairos is' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/docs', exact: true })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expect(page.getByText(/contact the administrator of this installation/)).toBeVisible();
  await saveScreenshot(page, 'help-page');
  const docs = await page.request.get(`${base}/api/docs/json`);
  expect(docs.ok()).toBe(true);

  await page.goto(`${base}/${calendarId}/library`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page).toHaveURL(new RegExp(`/${calendarId}/help$`));
});
