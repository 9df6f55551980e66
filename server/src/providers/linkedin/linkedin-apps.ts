import type { PublishAccount } from '../provider';

/** One LinkedIn developer app: its credentials, from the environment. */
export interface LinkedInApp {
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export type LinkedInConnection = 'personal' | 'pages';

/**
 * The Community Management API (posting as a page) must be the only product on its app, and LinkedIn
 * refuses a whole authorize request that names one scope the app lacks (unauthorized_scope_error).
 * So a member's profile and their pages are two connections, each with its own app and scopes:
 * - personal: "Sign In with LinkedIn using OpenID Connect" and "Share on LinkedIn";
 * - pages: the Community Management API (no OpenID: the pages come from organizationAcls).
 */
export const linkedInScopes: Record<LinkedInConnection, string> = {
  personal: 'openid profile w_member_social',
  pages: 'rw_organization_admin w_organization_social',
};

export const linkedInConnectionNames: Record<LinkedInConnection, string> = {
  personal: 'LinkedIn profile',
  pages: 'LinkedIn pages',
};

export const toLinkedInConnection = (value: string | undefined): LinkedInConnection =>
  value === 'pages' ? 'pages' : 'personal';

/** The connection an account was made through, as its metadata says (the member app by default). */
export function connectionOfAccount(account: PublishAccount | undefined): LinkedInConnection {
  const stored = account?.metadata.connection;
  if (stored === 'pages' || stored === 'personal') return stored;
  return 'personal';
}

export const isConfiguredApp = (app: LinkedInApp) => Boolean(app.clientId && app.clientSecret);
