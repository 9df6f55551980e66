import { z } from 'zod';
import {
  createGoogleOAuth,
  googleOAuthOptionsFromEnv,
  type GoogleOAuthOptions,
} from '../google-oauth/google-oauth';
import { createHttpClient } from '../http-client';
import { downloadMedia } from '../media-bytes';
import type { ConnectableAccount, Provider } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { classifyYoutubeFailure } from './youtube-errors';
import { setThumbnail, thumbnailToSet } from './youtube-thumbnail';
import { uploadYoutubeVideo, type YoutubeUploadOptions } from './youtube-upload';
import { videoResource, youtubeChoicesOf } from './youtube-video';
import { commentThread, commentUrl, threadAnswer, threadList } from './youtube-comment';
import { readChannelSubscribers, readVideoMetrics } from './youtube-metrics';
import { originsOf } from '../http-connections';

export interface YoutubeProviderOptions extends GoogleOAuthOptions {
  /** https://www.googleapis.com/youtube/v3: channels, videos (statistics), commentThreads. */
  apiBase: string;
  /** https://www.googleapis.com/upload/youtube/v3: videos.insert and thumbnails.set. */
  uploadBase: string;
  timeoutMs?: number;
  now?: () => Date;
  upload?: Partial<Omit<YoutubeUploadOptions, 'uploadBase'>>;
  /** Told when a video went up but its custom thumbnail did not (the post stays published). */
  warn?: (message: string) => void;
}

/**
 * youtube.upload for videos.insert and thumbnails.set; youtube.readonly for channels?mine=true and
 * the statistics of videos and the channel;
 * youtube.force-ssl for a first comment (commentThreads.insert takes no narrower scope). Google's
 * consent screen lets the person untick it: the channel then takes no first comment (decision 0064).
 */
export const youtubeCommentScope = 'https://www.googleapis.com/auth/youtube.force-ssl';
export const youtubeScopes = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
  youtubeCommentScope,
] as const;

/** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_AUTH_BASE, GOOGLE_TOKEN_BASE, YOUTUBE_API_BASE, YOUTUBE_UPLOAD_BASE. */
export const youtubeOptionsFromEnv = (env: Record<string, string | undefined>): YoutubeProviderOptions => ({
  ...googleOAuthOptionsFromEnv(env),
  apiBase: env.YOUTUBE_API_BASE ?? 'https://www.googleapis.com/youtube/v3',
  uploadBase: env.YOUTUBE_UPLOAD_BASE ?? 'https://www.googleapis.com/upload/youtube/v3',
});

const channelList = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          customUrl: z.string().nullish(),
          thumbnails: z.record(z.string(), z.object({ url: z.string() })).nullish(),
        }),
        status: z.object({ longUploadsStatus: z.string().nullish() }).nullish(),
      }),
    )
    .default([]),
});

function channelAccount(
  channel: z.infer<typeof channelList>['items'][number],
  commentsAllowed: boolean,
): ConnectableAccount {
  const handle = channel.snippet.customUrl ?? null;
  return {
    externalId: channel.id,
    name: channel.snippet.title,
    type: 'channel',
    avatar: channel.snippet.thumbnails?.default?.url ?? null,
    url: handle ? `https://www.youtube.com/${handle}` : `https://www.youtube.com/channel/${channel.id}`,
    metadata: {
      channelId: channel.id,
      handle,
      verified: channel.status?.longUploadsStatus === 'allowed',
      commentsAllowed,
    },
  };
}

/** YouTube (Data API v3): Google OAuth, the user's channel, resumable upload, custom thumbnail. */
export function createYoutubeProvider(options: YoutubeProviderOptions): Provider {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyYoutubeFailure(failure, standard, now()),
  });
  const oauth = createGoogleOAuth(http, options, youtubeScopes, now);
  const upload: YoutubeUploadOptions = {
    uploadBase: options.uploadBase,
    chunkBytes: null,
    uploadTimeoutMs: 15 * 60_000,
    maxResumes: 5,
    ...options.upload,
  };
  const warn = options.warn ?? ((message: string) => process.emitWarning(message));

  const provider: Provider = {
    socialMedia: 'youtube',
    publishOrigins: () => originsOf(options.apiBase, options.uploadBase),
    displayName: 'YouTube',
    isConfigured: oauth.isConfigured,
    usesPkce: true,
    authorizeUrl: oauth.authorizeUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,

    /** The channel of the Google account (or Brand Account) chosen on Google's consent screen. */
    async listConnectable(tokens) {
      const answer = await http.request({
        url: `${options.apiBase}/channels`,
        query: { part: 'snippet,status', mine: true },
        bearer: tokens.accessToken,
      });
      const commentsAllowed = tokens.grantedScopes?.includes(youtubeCommentScope) ?? false;
      return readAnswer(channelList, answer.body, 'transient', 'channel list').items.map((channel) =>
        channelAccount(channel, commentsAllowed),
      );
    },

    async publish({ tokens, content }) {
      if (!content.video)
        throw new PublishError('bad_content', 'YouTube needs a video', { networkCode: 'mediaBodyRequired' });
      const resource = videoResource(content);
      // Everything that may fail is read before the upload: afterwards a failure could no longer be
      // retried without a second video.
      const thumbnail = await thumbnailToSet(
        http,
        options.apiBase,
        tokens.accessToken,
        content.video.thumbnail,
      );
      const file = await downloadMedia(http, content.video);
      const video = await uploadYoutubeVideo(http, upload, tokens.accessToken, resource, file);
      if (thumbnail) {
        try {
          await setThumbnail(http, options.uploadBase, tokens.accessToken, video.id, thumbnail);
        } catch (error) {
          warn(`YouTube video ${video.id} is up without its thumbnail: ${(error as Error).message}`);
        }
      }
      const short = youtubeChoicesOf(content).postingVideoShort;
      return {
        externalId: video.id,
        url: short
          ? `https://www.youtube.com/shorts/${video.id}`
          : `https://www.youtube.com/watch?v=${video.id}`,
      };
    },

    /** commentThreads.insert: the first comment under the video, as the channel. */
    async comment({ tokens, post, message }) {
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/commentThreads`,
        query: { part: 'snippet' },
        bearer: tokens.accessToken,
        json: commentThread(post.externalId, message),
      });
      const { id } = readAnswer(threadAnswer, answer.body, 'unconfirmed', 'comment answer');
      return { externalId: id, url: commentUrl(post.externalId, id) };
    },

    /** commentThreads.list on the video, newest first: the channel's own comment with this text. */
    async lookupComment({ tokens, account, post, message }) {
      const answer = await http.request({
        url: `${options.apiBase}/commentThreads`,
        query: { part: 'snippet', videoId: post.externalId, order: 'time', maxResults: 20 },
        bearer: tokens.accessToken,
      });
      const found = readAnswer(threadList, answer.body, 'transient', 'comment list').items.find(
        ({ snippet }) =>
          snippet.topLevelComment.snippet.textOriginal === message &&
          snippet.topLevelComment.snippet.authorChannelId?.value === account.externalId,
      );
      return found ? { externalId: found.id, url: commentUrl(post.externalId, found.id) } : null;
    },

    /** videos.list, part statistics (decision 0116). */
    readMetrics: ({ tokens, post }) =>
      readVideoMetrics(http, options.apiBase, tokens.accessToken, post.externalId),

    /** channels.list, part statistics: the subscribers, null when the channel hides them. */
    readFollowers: ({ account, tokens }) =>
      readChannelSubscribers(http, options.apiBase, tokens.accessToken, account.externalId),
  };
  return provider;
}
