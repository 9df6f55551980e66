import { isPublishError } from '../publish-error';
import { stringField, type GraphClient } from './graph-client';

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
  let businesses: Record<string, unknown>[] = [];
  try {
    businesses = await graph.list('/me/businesses', token, 'id,name');
  } catch (error) {
    // A login without business_management (declined in the dialog: Graph's permission error #200)
    // still lists its direct pages; a dead token or an outage is not passed over.
    if (!isPublishError(error) || error.networkCode !== '200') throw error;
  }
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
