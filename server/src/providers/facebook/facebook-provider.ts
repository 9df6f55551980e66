import type { Provider } from '../provider';
import { PublishError } from '../publish-error';
import { createGraphClient } from '../meta-graph/graph-client';
import type { MetaGraphOptions } from '../meta-graph/graph-options';
import { facebookConnectable } from './facebook-accounts';
import { publishToFacebook } from './facebook-publish';

export { facebookOptionsFromEnv } from '../meta-graph/graph-options';

/**
 * Facebook Login permissions: list and publish to pages, list and publish to the groups the user
 * administers, and read the profile.
 */
export const facebookScopes = [
  'public_profile',
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'publish_to_groups',
  'groups_access_member_info',
] as const;

/** Facebook pages and groups through the Graph API (Pages API publishing). */
export function createFacebookProvider(options: MetaGraphOptions): Provider {
  const graph = createGraphClient(options);
  return {
    socialMedia: 'facebook',
    displayName: 'Facebook',
    isConfigured: graph.isConfigured,
    usesPkce: false,
    authorizeUrl: (input) => graph.authorizeUrl(input, facebookScopes),
    exchangeCode: ({ code, redirectUri }) => graph.exchangeCode({ code, redirectUri }),
    listConnectable: (tokens) => facebookConnectable(graph, tokens),

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
  };
}
