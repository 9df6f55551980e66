import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot';
import { demoOwner, type ServerOnPlan, startServerOnPlan } from '../support/server-on-plan';

// Section 6: "UTM (no subscription gives upgrade modal with no_subscription)": a team whose plan
// lapsed has none in force.

const composer = (page: Page) => page.getByRole('dialog', { name: 'Create New Post' });

let server: ServerOnPlan | null = null;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The demo team's Basic plan ended yesterday: the free limits are in force.
  server = await startServerOnPlan('lapsed-team', 'basicnew', new Date(Date.now() - 24 * 3600_000));
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
  return { token, calendarId: calendar?._id ?? '' };
}

test('a team whose plan lapsed meets the upgrade modal on the UTM adder, which leads to the plans', async ({
  page,
}) => {
  const base = server?.baseURL ?? '';
  const { calendarId } = await signIn(page, base);

  await page.goto(`${base}/${calendarId}/?post=new`);
  await expect(composer(page)).toBeVisible();
  await composer(page).getByRole('button', { name: 'Add UTM parameters' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(upgrade).toContainText(
    "It seems like you don't have a membership that's active at the moment...",
  );
  await saveScreenshot(page, 'plan-gate-utm');
  await upgrade.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade-profile$/);
});
