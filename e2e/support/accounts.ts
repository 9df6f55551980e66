import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signupLinkSentTo } from './mailbox';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A new person each run, so runs against a shared database never collide. */
export function newAccount(name = 'Ada Lovelace'): TestAccount {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name, email: `e2e-${unique}@example.com`, password: 'Analytical-engine-1843' };
}

/** Signs up through the API and hands the session to the browser, for tests about what comes after. */
export async function signUpThroughApi(page: Page, request: APIRequestContext, account = newAccount()) {
  const asked = await request.post('/api/session/register', { data: account });
  expect(asked.status()).toBe(202);
  const link = new URL(await signupLinkSentTo(account.email));
  const response = await request.post('/api/session/confirm-registration', {
    data: { token: link.searchParams.get('token') },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('kairos.token', value), token);
  return { account, token };
}
