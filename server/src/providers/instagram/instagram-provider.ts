import type { Provider } from '../provider';
import { createGraphClient } from '../meta-graph/graph-client';
import type { MetaGraphOptions } from '../meta-graph/graph-options';
import type { ContainerPolling } from './instagram-containers';
import { instagramConnectable } from './instagram-accounts';
import { publishToInstagram } from './instagram-publish';
import { commentOnGraph, findGraphComment } from '../meta-graph/graph-comments';
import { originsOf } from '../http-connections';
import { readInstagramFollowers, readInstagramMetrics } from './instagram-metrics';

export { instagramOptionsFromEnv } from '../meta-graph/graph-options';

/**
 * Instagram API with Facebook Login: the pages, their linked Instagram accounts, publishing,
 * instagram_manage_comments for a post's first comment (IG Media Comments, "Requirements"), and
 * instagram_manage_insights for a media's views (IG Media Insights, decision 0115).
 */
export const instagramScopes = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

export interface InstagramProviderOptions extends MetaGraphOptions {
  polling?: Partial<ContainerPolling>;
}

/** Instagram Business accounts through the Graph API (containers, then media_publish). */
export function createInstagramProvider(options: InstagramProviderOptions): Provider {
  const graph = createGraphClient(options);
  // Up to 5 minutes for Instagram to fetch and transcode a video; images are usually ready at once.
  const polling: ContainerPolling = { pollMs: 5000, maxPolls: 60, ...options.polling };
  return {
    socialMedia: 'instagram-business',
    publishOrigins: () => originsOf(options.graphBase),
    displayName: 'Instagram Business',
    isConfigured: graph.isConfigured,
    usesPkce: false,
    authorizeUrl: (input) => graph.authorizeUrl(input, instagramScopes),
    exchangeCode: ({ code, redirectUri }) => graph.exchangeCode({ code, redirectUri }),
    listConnectable: (tokens) => instagramConnectable(graph, tokens),
    /** The page token an account publishes with does not expire; a refused one (190) asks to reconnect. */
    refresh: (tokens) => Promise.resolve(tokens),
    publish: (request) => publishToInstagram(graph, request, polling),

    comment: ({ post, tokens, message }) =>
      commentOnGraph(graph, {
        objectId: post.externalId,
        token: tokens.accessToken,
        message,
        postUrl: post.url,
      }),

    lookupComment: ({ post, tokens, account, message }) =>
      findGraphComment(graph, {
        objectId: post.externalId,
        token: tokens.accessToken,
        message,
        by: { username: typeof account.metadata.username === 'string' ? account.metadata.username : null },
        postUrl: post.url,
      }),

    readMetrics: (request) => readInstagramMetrics(graph, request),
    readFollowers: (request) => readInstagramFollowers(graph, request),
  };
}
