import { apiError, bearer, header, json, parseJsonBody, type FakeAnswer, type FakeRequest } from './answers';
import type { FakeState } from './state';
import type { TokenGrant } from './tokens';

export const fakeTextLimit = 1000;
const maxMedia = 4;

const avatarOf = (state: FakeState, id: string) => `${state.baseUrl()}/avatars/${id}.svg`;

function me(state: FakeState, grant: TokenGrant): FakeAnswer {
  const user = state.user(grant.userId);
  if (!user) return apiError(404, 'not_found', 'The user no longer exists');
  return json(200, {
    id: user.id,
    name: user.name,
    username: user.username ?? user.id,
    avatar_url: avatarOf(state, user.id),
    profile_url: `${state.baseUrl()}/u/${user.username ?? user.id}`,
  });
}

/** The pages the user manages, each with its own page token that does not expire (as Facebook does). */
function pages(state: FakeState, grant: TokenGrant): FakeAnswer {
  if (grant.pageId) return apiError(403, 'user_token_required', 'Listing pages needs a user token');
  const user = state.user(grant.userId);
  const data = (user?.pages ?? []).map((page) => ({
    id: page.id,
    name: page.name,
    avatar_url: avatarOf(state, page.id),
    url: `${state.baseUrl()}/pages/${page.id}`,
    access_token: state.tokens.issue({ userId: grant.userId, pageId: page.id }).accessToken,
  }));
  return json(200, { data });
}

/** How many follow the token's profile or page, unless its owner keeps that to themselves. */
function followers(state: FakeState, grant: TokenGrant): FakeAnswer {
  const id = grant.pageId ?? grant.userId;
  const count = state.followersOf(id);
  if (count === null)
    return apiError(403, 'followers_not_shared', 'This account does not share its follower count');
  return json(200, { id, followers_count: count });
}

function createPost(state: FakeState, grant: TokenGrant, request: FakeRequest): FakeAnswer {
  const body = parseJsonBody(request);
  if (!body) return apiError(400, 'invalid_json', 'The body must be a JSON object');
  const text = body.text ?? '';
  const mediaUrls = body.media_urls ?? [];
  if (typeof text !== 'string') return apiError(400, 'invalid_text', 'text must be a string');
  if (
    !Array.isArray(mediaUrls) ||
    mediaUrls.some((url) => typeof url !== 'string' || !/^https?:\/\//.test(url))
  ) {
    return apiError(400, 'invalid_media', 'media_urls must be a list of http(s) URLs');
  }
  if (mediaUrls.length > maxMedia) {
    return apiError(400, 'too_many_media', `A post can carry at most ${maxMedia} media`);
  }
  if (text.trim() === '' && mediaUrls.length === 0) {
    return apiError(400, 'empty_post', 'A post needs text or media');
  }
  if ([...text].length > fakeTextLimit) {
    return apiError(400, 'text_too_long', `Text must be at most ${fakeTextLimit} characters`);
  }
  const altTexts = body.media_alt_texts ?? [];
  if (
    !Array.isArray(altTexts) ||
    altTexts.length > mediaUrls.length ||
    altTexts.some((alt) => alt !== null && typeof alt !== 'string')
  ) {
    return apiError(400, 'invalid_alt_text', 'media_alt_texts must be a string or null per media URL');
  }
  if (altTexts.some((alt) => typeof alt === 'string' && [...alt].length > fakeTextLimit)) {
    return apiError(400, 'alt_text_too_long', `Alt text must be at most ${fakeTextLimit} characters`);
  }
  const requestedPage = typeof body.page_id === 'string' ? body.page_id : null;
  const managed = state.user(grant.userId)?.pages?.some((page) => page.id === requestedPage) ?? false;
  if (requestedPage && (grant.pageId ? grant.pageId !== requestedPage : !managed)) {
    return apiError(403, 'page_not_allowed', 'This token cannot post to that page');
  }
  const pageId = grant.pageId ?? requestedPage;
  const replyToId = body.reply_to_id ?? null;
  if (replyToId !== null && (typeof replyToId !== 'string' || !state.posts.get(replyToId))) {
    return apiError(400, 'invalid_reply', 'reply_to_id must name a post on the network');
  }
  const { post, created } = state.posts.create({
    authorId: pageId ?? grant.userId,
    pageId,
    text,
    mediaUrls: mediaUrls as string[],
    mediaAltTexts: (mediaUrls as string[]).map((_url, index) => (altTexts[index] as string | null) ?? null),
    replyToId,
    idempotencyKey: header(request, 'idempotency-key'),
  });
  return json(created ? 201 : 200, { id: post.id, url: post.url, created_at: post.receivedAt });
}

/** A comment under a post, as the token's user or page; a repeated idempotency key answers the first. */
function createComment(
  state: FakeState,
  grant: TokenGrant,
  postId: string,
  request: FakeRequest,
): FakeAnswer {
  const post = state.posts.get(postId);
  if (!post) return apiError(404, 'not_found', 'No such post');
  const body = parseJsonBody(request);
  if (!body) return apiError(400, 'invalid_json', 'The body must be a JSON object');
  const text = body.text;
  if (typeof text !== 'string' || text.trim() === '') {
    return apiError(400, 'invalid_text', 'A comment needs text');
  }
  if ([...text].length > fakeTextLimit) {
    return apiError(400, 'text_too_long', `Text must be at most ${fakeTextLimit} characters`);
  }
  const { comment, created } = state.posts.comment({
    postId,
    authorId: grant.pageId ?? grant.userId,
    text,
    idempotencyKey: header(request, 'idempotency-key'),
  });
  return json(created ? 201 : 200, {
    id: comment.id,
    url: `${post.url}#${comment.id}`,
    created_at: comment.receivedAt,
  });
}

function findComments(state: FakeState, grant: TokenGrant, postId: string, request: FakeRequest): FakeAnswer {
  const key = request.query.get('idempotency_key');
  if (!key) return apiError(400, 'invalid_request', 'idempotency_key is required');
  const post = state.posts.get(postId);
  if (!post) return apiError(404, 'not_found', 'No such post');
  const found = state.posts.findComment({ postId, authorId: grant.pageId ?? grant.userId }, key);
  const data = found ? [{ id: found.id, url: `${post.url}#${found.id}`, text: found.text }] : [];
  return json(200, { data });
}

/** `POST /v1/posts/post_1/comments` as the route name scripts and routing use: `POST /v1/posts/:id/comments`. */
export function routeName(method: string, path: string): { name: string; postId: string | null } {
  const match = /^\/v1\/posts\/([\w-]+)\/(comments|metrics)$/.exec(path);
  const postId = match?.[1] ?? null;
  return { name: `${method} ${match ? `/v1/posts/:id/${match[2]}` : path}`, postId };
}

/** A post's public metrics, as its author's token reads them. */
function postMetrics(state: FakeState, grant: TokenGrant, postId: string): FakeAnswer {
  const post = state.posts.get(postId);
  if (!post || post.authorId !== (grant.pageId ?? grant.userId))
    return apiError(404, 'not_found', 'No such post');
  const { likes, reposts, replies, views } = post.metrics;
  return json(200, {
    id: post.id,
    like_count: likes,
    repost_count: reposts,
    reply_count: replies,
    view_count: views,
  });
}

function findPosts(state: FakeState, grant: TokenGrant, request: FakeRequest): FakeAnswer {
  const key = request.query.get('idempotency_key');
  if (!key) return apiError(400, 'invalid_request', 'idempotency_key is required');
  const found = state.posts.find(grant.pageId ?? grant.userId, key);
  return json(200, {
    data: found.map((post) => ({ id: post.id, url: post.url, text: post.text, created_at: post.receivedAt })),
  });
}

/** /v1: rate-limit headers on every answer, then the bearer token, then the route. */
export function api(
  state: FakeState,
  route: string,
  request: FakeRequest,
  postId: string | null = null,
): FakeAnswer {
  const token = bearer(request);
  const counted = state.countRequest(token ?? 'anonymous');
  const withLimits = (answer: FakeAnswer): FakeAnswer => ({
    ...answer,
    headers: { ...counted.headers, ...answer.headers },
  });
  if (counted.limited) return withLimits(apiError(429, 'rate_limited', 'Too many requests'));
  const checked = state.tokens.check(token, 'access');
  if ('problem' in checked) {
    return withLimits(
      apiError(401, 'invalid_token', checked.problem, { 'www-authenticate': 'Bearer error="invalid_token"' }),
    );
  }
  const grant = checked.grant;
  if (route === 'GET /v1/me') return withLimits(me(state, grant));
  if (route === 'GET /v1/me/pages') return withLimits(pages(state, grant));
  if (route === 'GET /v1/me/followers') return withLimits(followers(state, grant));
  if (route === 'POST /v1/posts') return withLimits(createPost(state, grant, request));
  if (route === 'GET /v1/posts') return withLimits(findPosts(state, grant, request));
  if (postId && route === 'POST /v1/posts/:id/comments')
    return withLimits(createComment(state, grant, postId, request));
  if (postId && route === 'GET /v1/posts/:id/comments')
    return withLimits(findComments(state, grant, postId, request));
  if (postId && route === 'GET /v1/posts/:id/metrics') return withLimits(postMetrics(state, grant, postId));
  return withLimits(apiError(404, 'not_found', `No route ${route}`));
}
