import type { ConnectableAccount, TokenSet } from '../provider';
import { stringField, type GraphClient } from '../meta-graph/graph-client';
import { managedPages } from '../meta-graph/managed-pages';

const pageFields = 'id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}';

/**
 * Instagram Business accounts are reached through the Facebook pages they are linked to: each page's
 * `instagram_business_account`, published to with the page's token (it does not expire).
 */
export async function instagramConnectable(
  graph: GraphClient,
  tokens: TokenSet,
): Promise<ConnectableAccount[]> {
  const pages = await managedPages(graph, tokens.accessToken, pageFields);
  const accounts: ConnectableAccount[] = [];
  for (const page of pages) {
    const pageId = stringField(page.id);
    const pageToken = stringField(page.access_token);
    const business = page.instagram_business_account as Record<string, unknown> | undefined;
    const id = stringField(business?.id);
    if (!pageId || !pageToken || !id) continue;
    const username = stringField(business?.username);
    accounts.push({
      externalId: id,
      name: username ?? stringField(business?.name) ?? id,
      type: 'business',
      avatar: stringField(business?.profile_picture_url),
      url: username ? `https://www.instagram.com/${username}` : null,
      pageId,
      tokens: { accessToken: pageToken, refreshToken: null, expiresAt: null },
      metadata: { instagramId: id, pageId, username, pageName: stringField(page.name) },
    });
  }
  return accounts;
}
