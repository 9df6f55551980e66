import type { AccountType } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient } from '../http-client';
import type { Provider, TokenSet } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { classifyHootsuiteFailure } from './hootsuite-errors';
import { uploadHootsuiteMedia, type HootsuiteMediaOptions } from './hootsuite-media';
import { sendHootsuiteMessage, type HootsuiteMessageOptions } from './hootsuite-message';
import { originsOf } from '../http-connections';

export interface HootsuiteProviderOptions {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://platform.hootsuite.com: the REST API and the token endpoint. */
  apiBase: string;
  /** https://platform.hootsuite.com: where the member authorizes (/oauth2/auth). */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
  pollMs?: number;
  maxPolls?: number;
}

/** HOOTSUITE_CLIENT_ID, HOOTSUITE_CLIENT_SECRET, HOOTSUITE_API_BASE, HOOTSUITE_AUTH_BASE. */
export const hootsuiteOptionsFromEnv = (
  env: Record<string, string | undefined>,
): HootsuiteProviderOptions => ({
  clientId: env.HOOTSUITE_CLIENT_ID,
  clientSecret: env.HOOTSUITE_CLIENT_SECRET,
  apiBase: env.HOOTSUITE_API_BASE ?? 'https://platform.hootsuite.com',
  authBase: env.HOOTSUITE_AUTH_BASE ?? 'https://platform.hootsuite.com',
});

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
  expires_in: z.number().nullish(),
});
const profilesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      socialNetworkId: z.string().nullish(),
      socialNetworkUsername: z.string().nullish(),
      avatarUrl: z.string().nullish(),
    }),
  ),
});

/** Profiles that are an organisation's page or channel; the others are a person's own. */
const pageTypes = new Set([
  'FACEBOOKPAGE',
  'FACEBOOKGROUP',
  'LINKEDINCOMPANY',
  'INSTAGRAMBUSINESS',
  'YOUTUBECHANNEL',
  'TIKTOKBUSINESS',
]);
/** Pinterest profiles need a board per message (extendedInfo) and cannot share one: not offered. */
const unsupportedTypes = new Set(['PINTEREST']);

const networkName: Record<string, string> = {
  TWITTER: 'X',
  FACEBOOK: 'Facebook',
  FACEBOOKPAGE: 'Facebook',
  FACEBOOKGROUP: 'Facebook',
  INSTAGRAM: 'Instagram',
  INSTAGRAMBUSINESS: 'Instagram',
  LINKEDIN: 'LinkedIn',
  LINKEDINCOMPANY: 'LinkedIn',
  YOUTUBECHANNEL: 'YouTube',
  TIKTOKBUSINESS: 'TikTok',
  THREADS: 'Threads',
};

/**
 * Accounts linked through Hootsuite (spec: hootsuiteId): each social profile of the member becomes an
 * account whose hootsuiteId is the profile's id, and its messages go through POST /v1/messages.
 */
export function createHootsuiteProvider(options: HootsuiteProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyHootsuiteFailure,
  });
  const polling = { pollMs: options.pollMs ?? 2000, maxPolls: options.maxPolls ?? 10 };
  const media: HootsuiteMediaOptions = { apiBase: options.apiBase, ...polling };
  const messages: HootsuiteMessageOptions = { apiBase: options.apiBase, ...polling };
  const basic = () =>
    `Basic ${Buffer.from(`${options.clientId ?? ''}:${options.clientSecret ?? ''}`).toString('base64')}`;

  // "Client credentials MUST go in an HTTP Basic header": Hootsuite takes them nowhere else.
  async function requestTokens(form: Record<string, string>): Promise<TokenSet> {
    const answer = await http.request({
      method: 'POST',
      url: `${options.apiBase}/oauth2/token`,
      headers: { authorization: basic() },
      form,
    });
    const tokens = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: tokens.expires_in ? new Date(now().getTime() + tokens.expires_in * 1000) : null,
    };
  }

  return {
    socialMedia: 'hootsuite',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'Hootsuite',
    isConfigured: () => Boolean(options.clientId && options.clientSecret),
    usesPkce: false,

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${options.authBase}/oauth2/auth`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId ?? '',
        redirect_uri: redirectUri,
        // "offline" asks for the refresh token.
        scope: 'offline',
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      requestTokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    /** Refresh tokens are single use: the new one replaces the old. */
    async refresh(tokens) {
      if (!tokens.refreshToken)
        throw new PublishError('auth', 'The access token expired and cannot be renewed');
      return requestTokens({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    },

    async listConnectable(tokens) {
      const answer = await http.request({
        url: `${options.apiBase}/v1/socialProfiles`,
        bearer: tokens.accessToken,
      });
      const profiles = readAnswer(profilesAnswer, answer.body, 'transient', 'social profile list').data;
      return profiles
        .filter((profile) => !unsupportedTypes.has(profile.type))
        .map((profile) => {
          const username = profile.socialNetworkUsername ?? profile.socialNetworkId ?? profile.id;
          const type: AccountType = pageTypes.has(profile.type) ? 'page' : 'personal';
          return {
            externalId: profile.id,
            name: `${username} (${networkName[profile.type] ?? profile.type})`,
            type,
            avatar: profile.avatarUrl ?? null,
            url: null,
            metadata: {
              hootsuiteId: profile.id,
              network: profile.type,
              socialNetworkId: profile.socialNetworkId ?? null,
              username,
            },
          };
        });
    },

    async publish({ tokens, account, content }) {
      const files = content.video ? [content.video] : content.images;
      const mediaIds: string[] = [];
      for (const file of files)
        mediaIds.push(await uploadHootsuiteMedia(http, media, tokens.accessToken, file));
      const profileId =
        typeof account.metadata.hootsuiteId === 'string' ? account.metadata.hootsuiteId : account.externalId;
      return sendHootsuiteMessage(http, messages, tokens.accessToken, {
        text: content.message,
        socialProfileId: profileId,
        mediaIds,
      });
    },
  };
}
