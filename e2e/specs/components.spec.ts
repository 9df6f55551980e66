import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot';

test('the component gallery at /components is public and shows the shared components', async ({ page }) => {
  await page.goto('/components');
  await expect(page.getByRole('heading', { name: 'Components' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'AccountNameList' })).toContainText('Kairos Coffee');
  await expect(page.getByRole('region', { name: 'StatusPage' })).toContainText('Something went wrong');
  // Not a calendar id: no sign-in was asked for.
  await expect(page).toHaveURL(/\/components$/);
  await saveScreenshot(page, 'components');
});
