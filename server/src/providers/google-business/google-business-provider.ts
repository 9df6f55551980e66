import { z } from 'zod';
import { classifyGoogleFailure } from '../google-oauth/google-errors';
import {
  createGoogleOAuth,
  googleOAuthOptionsFromEnv,
  type GoogleOAuthOptions,
} from '../google-oauth/google-oauth';
import { createHttpClient } from '../http-client';
import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { listLocations, type GoogleBusinessBases } from './google-business-locations';
import { localPostOf } from './local-post';
import { originsOf } from '../http-connections';

export interface GoogleBusinessProviderOptions extends GoogleOAuthOptions, GoogleBusinessBases {
  timeoutMs?: number;
  now?: () => Date;
}

export const googleBusinessScopes = ['https://www.googleapis.com/auth/business.manage'] as const;

/**
 * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTH_BASE, GOOGLE_TOKEN_BASE,
 * GOOGLE_BUSINESS_ACCOUNTS_BASE, GOOGLE_BUSINESS_INFORMATION_BASE, GOOGLE_BUSINESS_POSTS_BASE.
 */
export const googleBusinessOptionsFromEnv = (
  env: Record<string, string | undefined>,
): GoogleBusinessProviderOptions => ({
  ...googleOAuthOptionsFromEnv(env),
  accountsBase: env.GOOGLE_BUSINESS_ACCOUNTS_BASE ?? 'https://mybusinessaccountmanagement.googleapis.com/v1',
  informationBase:
    env.GOOGLE_BUSINESS_INFORMATION_BASE ?? 'https://mybusinessbusinessinformation.googleapis.com/v1',
  postsBase: env.GOOGLE_BUSINESS_POSTS_BASE ?? 'https://mybusiness.googleapis.com/v4',
});

const localPostAnswer = z.object({
  name: z.string().min(1),
  searchUrl: z.string().nullish(),
  state: z.string().nullish(),
});

/**
 * Google Business Profile: Google OAuth with business.manage; the user's locations (with their
 * address) as accounts; a post is a v4 localPost (STANDARD, EVENT or OFFER). Errors are Google's
 * shared sorting: 400 INVALID_ARGUMENT refused with the field's own message, 403 PERMISSION_DENIED
 * (a location that is not verified, or no longer managed) refused, 401 reconnect, 429
 * RESOURCE_EXHAUSTED waits, 5xx retries; a lost answer to the POST is unconfirmed (no idempotency key).
 * No readMetrics nor readFollowers (decision 0116): Google removed local post insights
 * (localPosts.reportInsights) and its Performance API counts per location, not per post; a
 * Business Profile has no followers to count.
 */
export function createGoogleBusinessProvider(options: GoogleBusinessProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyGoogleFailure(failure, standard, now()),
  });
  const oauth = createGoogleOAuth(http, options, googleBusinessScopes, now);

  return {
    socialMedia: 'googleMB',
    publishOrigins: () => originsOf(options.postsBase),
    displayName: 'Google Business Profile',
    isConfigured: oauth.isConfigured,
    usesPkce: true,
    authorizeUrl: oauth.authorizeUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    listConnectable: (tokens) => listLocations(http, options, tokens.accessToken),

    async publish({ tokens, account, content }) {
      const accountName = account.metadata.accountName;
      if (typeof accountName !== 'string' || !/^locations\/[^/]+$/.test(account.externalId))
        throw new PublishError('auth', 'This location must be connected again', {
          networkCode: 'location_unknown',
        });
      const answer = await http.request({
        method: 'POST',
        url: `${options.postsBase}/${accountName}/${account.externalId}/localPosts`,
        bearer: tokens.accessToken,
        json: localPostOf(
          content,
          now(),
          typeof account.metadata.timeZone === 'string' ? account.metadata.timeZone : null,
        ),
      });
      const post = readAnswer(localPostAnswer, answer.body, 'unconfirmed', 'post answer');
      return { externalId: post.name, url: post.searchUrl ?? null };
    },
  };
}
