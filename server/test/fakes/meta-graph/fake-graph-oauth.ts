import { parseFields } from './fake-fields';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { redirectWith } from '../fake-oauth-store';
import { businessesOfUser } from './fake-businesses';
import {
  authenticate,
  fakeGraphToken,
  fakeMetaApp,
  fakeMetaUser,
  graphFailure,
  graphParams,
  isAnswer,
  type FakeMeta,
  type FakeMetaToken,
} from './fake-graph';

const shortLivedSeconds = 3600;
const longLivedSeconds = 60 * 24 * 3600;

/** GET /dialog/oauth: the Facebook login dialog, approved at once as the fake user. */
export function loginDialog(fake: FakeMeta, request: FakeHttpRequest): FakeAnswer {
  const query = request.query;
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== fakeMetaApp.id || !/^https?:\/\//.test(redirectUri))
    return { status: 400, text: 'Invalid App ID: the app or its redirect URI is not valid.' };
  const state = query.get('state') ?? '';
  if (query.get('response_type') !== 'code' || !query.get('scope'))
    return redirectWith(redirectUri, { error: 'invalid_request', error_reason: 'missing_scope', state });
  const code = fakeGraphToken();
  fake.codes.set(code, { redirectUri, scopes: (query.get('scope') ?? '').split(',').filter(Boolean) });
  return redirectWith(redirectUri, { code, state });
}

function issue(fake: FakeMeta, token: Omit<FakeMetaToken, 'expiresAt'>, seconds: number | null) {
  const value = fakeGraphToken();
  fake.tokens.set(value, { ...token, expiresAt: seconds === null ? null : fake.now() + seconds * 1000 });
  return value;
}

/**
 * GET /oauth/access_token: a code for a short-lived user token (about an hour), or
 * grant_type=fb_exchange_token for a long-lived one (60 days).
 */
export function accessToken(fake: FakeMeta, request: FakeHttpRequest): FakeAnswer {
  const params = graphParams(request);
  if (params.get('client_id') !== fakeMetaApp.id || params.get('client_secret') !== fakeMetaApp.secret)
    return graphFailure(400, 1, 'Error validating client secret.', { type: 'OAuthException' });
  if (params.get('grant_type') === 'fb_exchange_token') {
    const short = fake.tokens.get(params.get('fb_exchange_token') ?? '');
    if (!short || short.kind !== 'user' || (short.expiresAt !== null && short.expiresAt <= fake.now()))
      return graphFailure(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    const value = issue(
      fake,
      { kind: 'user', userId: short.userId, longLived: true, scopes: short.scopes ?? [] },
      longLivedSeconds,
    );
    return { status: 200, json: { access_token: value, token_type: 'bearer', expires_in: longLivedSeconds } };
  }
  const code = params.get('code') ?? '';
  const issued = fake.codes.get(code);
  fake.codes.delete(code);
  if (!issued) return graphFailure(400, 100, 'This authorization code has been used.', { subcode: 36009 });
  if (issued.redirectUri !== params.get('redirect_uri'))
    return graphFailure(
      400,
      100,
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      { subcode: 36008 },
    );
  const value = issue(
    fake,
    { kind: 'user', userId: fakeMetaUser.id, longLived: false, scopes: issued.scopes },
    shortLivedSeconds,
  );
  return { status: 200, json: { access_token: value, token_type: 'bearer', expires_in: shortLivedSeconds } };
}

const picture = (origin: string, id: string) => ({ data: { url: `${origin}/avatars/${id}.svg` } });

/** A Graph list with cursor paging: `paging.next` carries the token, fields and cursor. */
function paged(request: FakeHttpRequest, fake: FakeMeta, origin: string, items: Record<string, unknown>[]) {
  const limit = Math.min(Number(request.query.get('limit') ?? 25) || 25, fake.pageSize);
  const after = Number(Buffer.from(request.query.get('after') ?? '', 'base64url').toString() || 0);
  const data = items.slice(after, after + limit);
  const nextUrl = new URL(`${origin}${request.path}`);
  request.query.forEach((value, key) => nextUrl.searchParams.set(key, value));
  nextUrl.searchParams.set('after', Buffer.from(String(after + limit)).toString('base64url'));
  const cursors = {
    before: Buffer.from(String(after)).toString('base64url'),
    after: nextUrl.searchParams.get('after'),
  };
  return {
    status: 200,
    json: {
      data,
      paging: { cursors, ...(after + limit < items.length ? { next: nextUrl.toString() } : {}) },
    },
  };
}

/** A page as the Graph lists it to its user, with a page token (/me/accounts, a business's pages). */
export function pageEntry(
  fake: FakeMeta,
  page: FakeMeta['pages'][number],
  owner: FakeMetaToken,
  origin: string,
  fields: string,
): Record<string, unknown> {
  // Graph answers the id and the fields asked, nothing more ("Field Expansion").
  const asked = new Set(['id', ...parseFields(fields).map((field) => field.name)]);
  const entry: Record<string, unknown> = {
    id: page.id,
    name: page.name,
    category: page.category,
    tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
    // A page token from a long-lived user token does not expire; from a short-lived one, it does.
    access_token: issue(
      fake,
      // A page token carries what its user granted (pages_manage_engagement, instagram_manage_comments).
      {
        kind: 'page',
        userId: owner.userId,
        pageId: page.id,
        longLived: owner.longLived,
        scopes: owner.scopes ?? [],
      },
      owner.longLived ? null : shortLivedSeconds,
    ),
    picture: picture(origin, page.id),
    link: `https://www.facebook.com/${page.id}`,
    ...(fields.includes('instagram_business_account') && page.instagram
      ? {
          instagram_business_account: {
            id: page.instagram.id,
            username: page.instagram.username,
            name: page.instagram.name,
            profile_picture_url: `${origin}/avatars/${page.instagram.id}.svg`,
          },
        }
      : {}),
  };
  return Object.fromEntries(Object.entries(entry).filter(([key]) => asked.has(key)));
}

/** GET /me, /me/accounts (pages with their tokens), /me/groups. */
export function userEdges(
  fake: FakeMeta,
  request: FakeHttpRequest,
  origin: string,
  edge: string,
): FakeAnswer {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  if (owner.kind !== 'user')
    return graphFailure(400, 100, '(#100) Tried accessing nonexisting field (accounts) on node type (Page)');
  const fields = params.get('fields') ?? '';
  if (edge === '')
    return {
      status: 200,
      json: { id: fakeMetaUser.id, name: fakeMetaUser.name, picture: picture(origin, fakeMetaUser.id) },
    };
  if (edge === 'businesses') return businessesOfUser(fake, request, owner.scopes ?? []);
  if (edge === 'accounts') {
    const direct = fake.pages.filter((page) => page.direct ?? !page.business);
    const pages = direct.map((page) => pageEntry(fake, page, owner, origin, fields));
    return paged(request, fake, origin, pages);
  }
  if (edge === 'groups') {
    const groups = fake.groups.map((group) => ({
      id: group.id,
      name: group.name,
      privacy: 'CLOSED',
      administrator: true,
      picture: picture(origin, group.id),
    }));
    return paged(request, fake, origin, groups);
  }
  return graphFailure(400, 2500, `Unknown path components: /${edge}`, { type: 'OAuthException' });
}
