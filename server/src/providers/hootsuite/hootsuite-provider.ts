import type { AccountType } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient } from '../http-client';
import { createOAuth2 } from '../oauth2';
import type { Provider } from '../provider';
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
  /** scheduledSendTime's lead on now, in seconds (default 300). */
  sendLeadSeconds?: number;
}

/**
 * HOOTSUITE_CLIENT_ID, HOOTSUITE_CLIENT_SECRET, HOOTSUITE_API_BASE, HOOTSUITE_AUTH_BASE,
 * HOOTSUITE_SEND_LEAD_SECONDS.
 */
export const hootsuiteOptionsFromEnv = (
  env: Record<string, string | undefined>,
): HootsuiteProviderOptions => ({
  clientId: env.HOOTSUITE_CLIENT_ID,
  clientSecret: env.HOOTSUITE_CLIENT_SECRET,
  apiBase: env.HOOTSUITE_API_BASE ?? 'https://platform.hootsuite.com',
  authBase: env.HOOTSUITE_AUTH_BASE ?? 'https://platform.hootsuite.com',
  sendLeadSeconds: Number(env.HOOTSUITE_SEND_LEAD_SECONDS ?? 300) || 300,
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
  const messages: HootsuiteMessageOptions = {
    apiBase: options.apiBase,
    ...polling,
    sendLeadSeconds: options.sendLeadSeconds ?? 300,
    now,
  };
  const oauth = createOAuth2({
    http,
    now,
    authorizeUrl: `${options.authBase}/oauth2/auth`,
    tokenUrl: `${options.apiBase}/oauth2/token`,
    client: { id: options.clientId ?? '', secret: options.clientSecret ?? '' },
    // "offline" asks for the refresh token.
    scope: 'offline',
    // "Client credentials MUST go in an HTTP Basic header": Hootsuite takes them nowhere else.
    clientAuth: 'basic',
    pkce: false,
    // Refresh tokens are single use: the new one replaces the old.
    keepRefreshToken: false,
  });

  return {
    socialMedia: 'hootsuite',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'Hootsuite',
    // scheduledSendTime and the media states are checked against Hootsuite's own API description
    // (decision 0055): no longer beta.
    isConfigured: () => Boolean(options.clientId && options.clientSecret),
    usesPkce: false,

    authorizeUrl: (input) => oauth.authorizeUrl(input),
    exchangeCode: (input) => oauth.exchangeCode(input),
    refresh: (tokens) => oauth.refresh(tokens),

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
