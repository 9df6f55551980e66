import { messages } from '@kairos/core';
import { z } from 'zod';
import { createHttpClient, type HttpClient } from '../http-client';
import { downloadMedia } from '../media-bytes';
import { createOAuth2 } from '../oauth2';
import type { Provider, PublishContent } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { listPinterestBoards } from './pinterest-boards';
import { classifyPinterestFailure } from './pinterest-errors';
import { uploadPinterestVideo, type PinterestMediaOptions } from './pinterest-media';
import { readPinterestFollowers, readPinterestMetrics } from './pinterest-metrics';
import { originsOf } from '../http-connections';

export interface PinterestProviderOptions {
  appId: string | undefined;
  appSecret: string | undefined;
  /** https://api.pinterest.com: the API and the token endpoint. */
  apiBase: string;
  /** https://www.pinterest.com: where the user authorizes. */
  authBase: string;
  timeoutMs?: number;
  now?: () => Date;
  media?: Partial<PinterestMediaOptions>;
}

export const pinterestScopes = 'boards:read,pins:read,pins:write,user_accounts:read';

/** PINTEREST_APP_ID, PINTEREST_APP_SECRET, PINTEREST_API_BASE, PINTEREST_AUTH_BASE. */
export const pinterestOptionsFromEnv = (
  env: Record<string, string | undefined>,
): PinterestProviderOptions => ({
  appId: env.PINTEREST_APP_ID,
  appSecret: env.PINTEREST_APP_SECRET,
  apiBase: env.PINTEREST_API_BASE ?? 'https://api.pinterest.com',
  authBase: env.PINTEREST_AUTH_BASE ?? 'https://www.pinterest.com',
});

const pinAnswer = z.object({ id: z.string() });

/** PinMediaSourceImagesURL's items: minItems 2, maxItems 5 (Pinterest's OpenAPI document, 5.23.0). */
const maxPinImages = 5;

/** Pinterest takes JPEG and PNG as base64; anything else (a GIF) only from a URL it fetches. */
const base64Types = new Set(['image/jpeg', 'image/png']);

const linkOf = (content: PublishContent): string | undefined => {
  const url = content.callToAction?.url;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
};

/** Pinterest (API v5): boards are the accounts; a pin with its image (or video), title and link. */
export function createPinterestProvider(options: PinterestProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http: HttpClient = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: classifyPinterestFailure,
  });
  const media: PinterestMediaOptions = {
    apiBase: options.apiBase,
    pollMs: 2000,
    maxPolls: 30,
    ...options.media,
  };
  const oauth = createOAuth2({
    http,
    now,
    authorizeUrl: `${options.authBase}/oauth/`,
    tokenUrl: `${options.apiBase}/v5/oauth/token`,
    client: { id: options.appId ?? '', secret: options.appSecret ?? '' },
    scope: pinterestScopes,
    clientAuth: 'basic',
    pkce: false,
    // A refresh without continuous refresh keeps the refresh token it was given.
    keepRefreshToken: true,
  });

  async function mediaSource(bearer: string, content: PublishContent) {
    if (content.video) {
      const mediaId = await uploadPinterestVideo(http, media, bearer, content.video);
      // "video needs a cover" (NETWORKS.md): the composer's thumbnail, else the first frame.
      return content.video.thumbnail
        ? { source_type: 'video_id', media_id: mediaId, cover_image_url: content.video.thumbnail }
        : { source_type: 'video_id', media_id: mediaId, cover_image_key_frame_time: 0 };
    }
    if (content.images.length > maxPinImages)
      throw new PublishError('bad_content', messages.networkRules.tooManyImages('Pinterest', maxPinImages));
    // 2 to 5 images: one multi-image pin, from URLs Pinterest fetches (decision 0059).
    if (content.images.length > 1)
      return { source_type: 'multiple_image_urls', items: content.images.map((item) => ({ url: item.url })) };
    const image = content.images[0];
    if (!image) throw new PublishError('bad_content', messages.networkRules.pinterestImageRequired);
    const known = image.mimeType;
    const file = known && !base64Types.has(known) ? null : await downloadMedia(http, image);
    if (file && base64Types.has(file.mimeType))
      return {
        source_type: 'image_base64',
        content_type: file.mimeType,
        data: Buffer.from(file.bytes).toString('base64'),
      };
    return { source_type: 'image_url', url: image.url };
  }

  return {
    socialMedia: 'pinterest',
    publishOrigins: () => originsOf(options.apiBase),
    displayName: 'Pinterest',
    isConfigured: () => Boolean(options.appId && options.appSecret),
    usesPkce: false,

    authorizeUrl: (input) => oauth.authorizeUrl(input),
    exchangeCode: (input) => oauth.exchangeCode(input),
    refresh: (tokens) => oauth.refresh(tokens),

    /** Every board of the user, as an account of type board. */
    listConnectable: (tokens) => listPinterestBoards(http, options.apiBase, tokens.accessToken),

    async publish({ tokens, account, content }) {
      const source = await mediaSource(tokens.accessToken, content);
      const link = linkOf(content);
      // The pin's image's alt text: `alt_text` on the pin (at most 500 characters).
      const alt = content.video ? undefined : content.images[0]?.alt;
      // Pinterest takes no idempotency key: a lost answer here is unconfirmed (the http client says so).
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/v5/pins`,
        bearer: tokens.accessToken,
        json: {
          board_id: account.externalId,
          ...(content.title ? { title: content.title } : {}),
          description: content.message,
          ...(link ? { link } : {}),
          ...(alt ? { alt_text: alt } : {}),
          media_source: source,
        },
      });
      const id = readAnswer(pinAnswer, answer.body, 'unconfirmed', 'pin answer').id;
      return { externalId: id, url: `https://www.pinterest.com/pin/${id}/` };
    },

    readMetrics: (request) => readPinterestMetrics(http, options.apiBase, now(), request),
    readFollowers: ({ tokens }) => readPinterestFollowers(http, options.apiBase, tokens),
  };
}
