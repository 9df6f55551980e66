import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { createGraphClient } from '../meta-graph/graph-client';
import type { FacebookOptions } from '../meta-graph/graph-options';
import { facebookConnectable } from './facebook-accounts';
import { facebookNode, publishToFacebook } from './facebook-publish';
import { commentOnGraph, findGraphComment } from '../meta-graph/graph-comments';
import { originsOf } from '../http-connections';
import { readFacebookFollowers, readFacebookMetrics } from './facebook-metrics';

export { facebookOptionsFromEnv } from '../meta-graph/graph-options';

/**
 * Facebook Login permissions: the profile, listing and publishing to the user's pages,
 * pages_manage_engagement for a post's first comment as the page (POST /{post-id}/comments),
 * business_management for the pages held through a Business portfolio (not in /me/accounts), and
 * read_insights for a post's views (Page Insights, decision 0115).
 */
export const facebookScopes = [
  'public_profile',
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_engagement',
  'business_management',
  'read_insights',
];
/** The Groups API's permissions, asked for only where groups are switched on (FACEBOOK_GROUPS). */
export const facebookGroupScopes = ['publish_to_groups', 'groups_access_member_info'];

/** Facebook pages and groups through the Graph API (Pages API publishing). */
export function createFacebookProvider(options: FacebookOptions): Provider {
  const graph = createGraphClient(options);
  const scopes = options.groups ? [...facebookScopes, ...facebookGroupScopes] : facebookScopes;
  return {
    socialMedia: 'facebook',
    publishOrigins: () => originsOf(options.graphBase),
    displayName: 'Facebook',
    isConfigured: graph.isConfigured,
    usesPkce: false,
    authorizeUrl: (input) => graph.authorizeUrl(input, scopes),
    exchangeCode: ({ code, redirectUri }) => graph.exchangeCode({ code, redirectUri }),
    listConnectable: (tokens) => facebookConnectable(graph, tokens, { groups: options.groups }),

    /**
     * Nothing to refresh: a page token from a long-lived user token does not expire, and a user
     * token (groups) cannot be renewed without the person logging in again. Either one refused later
     * (code 190) asks for a reconnect.
     */
    async refresh(tokens) {
      if (tokens.expiresAt && tokens.expiresAt <= graph.now())
        throw new PublishError('auth', 'The Facebook login expired: please reconnect', {
          networkCode: '190',
        });
      return tokens;
    },

    publish: (request) => publishToFacebook(graph, request),

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
        by: { pageId: facebookNode(account) },
        postUrl: post.url,
      }),

    readMetrics: (request) => readFacebookMetrics(graph, request),
    readFollowers: (request) => readFacebookFollowers(graph, request),
  };
}
