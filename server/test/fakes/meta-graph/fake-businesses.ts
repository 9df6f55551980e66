import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { authenticate, graphFailure, graphParams, isAnswer, type FakeMeta } from './fake-graph';
import { pageEntry } from './fake-graph-oauth';

/**
 * Pages held through a Meta Business portfolio: /me/accounts lists only the pages the user has a
 * role on directly; a portfolio's pages come from /me/businesses (business_management), then each
 * business's owned_pages and client_pages (Graph API reference: Business, "owned_pages" and
 * "client_pages"; the Business Manager itself makes both calls, facebook-java-business-sdk #74).
 */
export function businessesOfUser(fake: FakeMeta, request: FakeHttpRequest, scopes: string[]): FakeAnswer {
  // The reference lists both errors for this edge (200 "Permissions error", 100 "Invalid parameter",
  // https://developers.facebook.com/docs/graph-api/reference/user/businesses/): Meta answers a login
  // that declined business_management with either.
  if (!scopes.includes('business_management'))
    return fake.declinedBusinessCode === 100
      ? graphFailure(400, 100, '(#100) Invalid parameter')
      : graphFailure(403, 200, '(#200) Requires business_management permission to manage the object');
  const seen = new Map<string, string>();
  for (const page of fake.pages) if (page.business) seen.set(page.business.id, page.business.name);
  const data = [...seen].map(([id, name]) => ({ id, name }));
  return { status: 200, json: { data, paging: { cursors: { before: 'MA', after: 'MA' } } } };
}

export const isBusiness = (fake: FakeMeta, id: string) => fake.pages.some((page) => page.business?.id === id);

/** GET /{business-id}/owned_pages or /client_pages, each page with its page token when asked for. */
export function businessPages(
  fake: FakeMeta,
  request: FakeHttpRequest,
  businessId: string,
  edge: string,
  origin: string,
): FakeAnswer {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  if (!owner.scopes?.includes('business_management'))
    return graphFailure(403, 200, '(#200) Requires business_management permission to manage the object');
  if (edge !== 'owned_pages' && edge !== 'client_pages')
    return graphFailure(400, 2500, `Unknown path components: /${edge}`, { type: 'OAuthException' });
  const relation = edge === 'owned_pages' ? 'owned' : 'client';
  const data = fake.pages
    .filter((page) => page.business?.id === businessId && page.business.relation === relation)
    .map((page) => pageEntry(fake, page, owner, origin, params.get('fields') ?? ''));
  return { status: 200, json: { data, paging: { cursors: { before: 'MA', after: 'MA' } } } };
}
