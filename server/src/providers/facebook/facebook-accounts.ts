import type { ConnectableAccount, TokenSet } from '../provider';
import { pictureUrl, stringField, type GraphClient } from '../meta-graph/graph-client';
import { managedPages } from '../meta-graph/managed-pages';

const pageFields = 'id,name,access_token,picture{url},link,category,tasks';
const groupFields = 'id,name,picture{url},privacy';

/**
 * What a Facebook login can connect: the pages the user manages (each with its own page token,
 * which does not expire when it comes from a long-lived user token), the groups the user administers
 * (posted to with the user's token; only where FACEBOOK_GROUPS is on), and the profile itself, which the spec posts to through the
 * mobile app (reminders).
 */
export async function facebookConnectable(
  graph: GraphClient,
  tokens: TokenSet,
  options: { groups: boolean },
): Promise<ConnectableAccount[]> {
  const token = tokens.accessToken;
  const me = await graph.call<Record<string, unknown>>({
    path: '/me',
    token,
    query: { fields: 'id,name,picture{url}' },
  });
  const pages = await managedPages(graph, token, pageFields);
  const groups = options.groups ? await graph.list('/me/groups', token, groupFields) : [];
  const accounts: ConnectableAccount[] = [];
  for (const page of pages) {
    const id = stringField(page.id);
    const pageToken = stringField(page.access_token);
    // A page where the user cannot create content offers no token: nothing to publish with.
    if (!id || !pageToken) continue;
    accounts.push({
      externalId: id,
      name: stringField(page.name) ?? id,
      type: 'page',
      avatar: pictureUrl(page.picture),
      url: stringField(page.link) ?? `https://www.facebook.com/${id}`,
      pageId: id,
      tokens: { accessToken: pageToken, refreshToken: null, expiresAt: null },
      metadata: { pageId: id, category: stringField(page.category) },
    });
  }
  for (const group of groups) {
    const id = stringField(group.id);
    if (!id) continue;
    accounts.push({
      externalId: id,
      name: stringField(group.name) ?? id,
      type: 'group',
      avatar: pictureUrl(group.picture),
      url: `https://www.facebook.com/groups/${id}`,
      metadata: { groupId: id, privacy: stringField(group.privacy) },
    });
  }
  const meId = stringField(me.id);
  if (meId)
    accounts.push({
      externalId: meId,
      name: stringField(me.name) ?? meId,
      type: 'personal',
      avatar: pictureUrl(me.picture),
      url: `https://www.facebook.com/${meId}`,
      metadata: { facebookUserId: meId },
    });
  return accounts;
}
