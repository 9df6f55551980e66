import { isPublishError } from '../publish-error';
import { stringField, type GraphClient } from './graph-client';

/**
 * What /me/businesses answers a login without business_management (the person declined it in the
 * dialog): its reference lists 200 "Permissions error" and 100 "Invalid parameter"
 * (https://developers.facebook.com/docs/graph-api/reference/user/businesses/, "Error"), and Meta
 * answers either. Both mean "no business access", whatever the subcode (networkCode is code/subcode).
 */
const noBusinessAccess = new Set(['100', '200']);

/**
 * The user's Business portfolios; none when the login has no business access, so its direct pages
 * still connect. A dead token, a rate limit or an outage is not passed over.
 */
async function businessesOf(graph: GraphClient, token: string): Promise<Record<string, unknown>[]> {
  try {
    return await graph.list('/me/businesses', token, 'id,name');
  } catch (error) {
    const code = isPublishError(error) ? (error.networkCode ?? '').split('/')[0]! : '';
    if (noBusinessAccess.has(code)) return [];
    throw error;
  }
}

/**
 * Every page the user may publish to: those they have a role on (/me/accounts) and those held
 * through a Meta Business portfolio, which /me/accounts leaves out: /me/businesses, then each
 * business's owned_pages and client_pages (business_management). Agencies reach their clients' pages
 * this way. A page reachable several ways is listed once (the direct listing first); a page without
 * a token (no task that lets the user post) is left out by the callers.
 */
export async function managedPages(
  graph: GraphClient,
  token: string,
  fields: string,
): Promise<Record<string, unknown>[]> {
  const pages = await graph.list('/me/accounts', token, fields);
  const businesses = await businessesOf(graph, token);
  for (const business of businesses) {
    const id = stringField(business.id);
    if (!id) continue;
    for (const edge of ['owned_pages', 'client_pages'])
      pages.push(...(await graph.list(`/${encodeURIComponent(id)}/${edge}`, token, fields)));
  }
  const seen = new Set<string>();
  return pages.filter((page) => {
    const id = stringField(page.id);
    if (!id || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
