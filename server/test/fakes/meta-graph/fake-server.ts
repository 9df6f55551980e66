import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import { businessPages, isBusiness } from './fake-businesses';
import { publishToNode } from '../facebook/fake-pages';
import { containerStatus, instagramUserEdge } from '../instagram/fake-instagram';
import {
  authenticate,
  graphFailure,
  graphParams,
  isAnswer,
  type FakeMeta,
  type FakeMetaGroup,
  type FakeMetaPage,
} from './fake-graph';
import { accessToken, loginDialog, userEdges } from './fake-graph-oauth';
import { commentOn, listComments } from './fake-comments';
import { ruploadVideo } from '../facebook/fake-reels';
import { readObject } from './fake-objects';
import { objectInsights } from './fake-insights';

/** The page edges that publish: posts, photos, videos, reels and stories. */
const publishingEdges = ['feed', 'photos', 'videos', 'video_reels', 'video_stories', 'photo_stories'];

export { fakeMetaApp, fakeMetaUser, type FakeMeta } from './fake-graph';

/**
 * GET /{id}: a container's status, or the fields asked of a page post, video, page, Instagram
 * account or media (fake-objects.ts).
 */
function node(fake: FakeMeta, request: FakeHttpRequest, id: string): FakeAnswer {
  const params = graphParams(request);
  const owner = authenticate(fake, request, params);
  if (isAnswer(owner)) return owner;
  const container = fake.containers.get(id);
  if (container) return containerStatus(fake, container);
  return (
    readObject(fake, id, params.get('fields')) ??
    graphFailure(
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { subcode: 33 },
    )
  );
}

const never = () => new Promise<FakeAnswer>(() => undefined);

async function answer(fake: FakeMeta, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  const lose = fake.loseAnswer?.(request.route);
  if (lose === 'before') return never();
  const answered = await route(fake, request, origin);
  return lose === 'after' ? never() : answered;
}

async function route(fake: FakeMeta, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  // Every Graph path may carry its version: /v21.0/me/accounts.
  const path = request.path.replace(/^\/v\d+\.\d+(?=\/)/, '');
  if (request.method === 'GET' && path === '/dialog/oauth') return loginDialog(fake, request);
  if (request.method === 'GET' && path === '/oauth/access_token') return accessToken(fake, request);
  if (path.startsWith('/avatars/')) return fakeAvatar('K', '#1877F2');
  // rupload.facebook.com/video-upload/{version}/{video-id}: the same fake serves it.
  const rupload = /^\/video-upload\/v\d+\.\d+\/(\d+)$/.exec(request.path);
  if (request.method === 'POST' && rupload) return ruploadVideo(fake, request, rupload[1]!);
  const [id = '', edge = '', ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0) return graphFailure(400, 2500, 'Unknown path components', { type: 'OAuthException' });
  if (id === 'me' && request.method === 'GET') return userEdges(fake, request, origin, edge);
  if (isBusiness(fake, id) && request.method === 'GET') return businessPages(fake, request, id, edge, origin);
  if (fake.pages.some((page) => page.instagram?.id === id) && edge)
    return instagramUserEdge(fake, request, id, edge);
  if (request.method === 'POST' && publishingEdges.includes(edge))
    return publishToNode(fake, request, id, edge, origin);
  if (request.method === 'GET' && (edge === 'insights' || edge === 'video_insights'))
    return objectInsights(fake, request, id, edge);
  if (request.method === 'POST' && edge === 'comments') return commentOn(fake, request, id);
  if (request.method === 'GET' && edge === 'comments') return listComments(fake, request, id);
  if (request.method === 'GET' && !edge) return node(fake, request, id);
  return graphFailure(400, 2500, `Unknown path components: /${edge}`, { type: 'OAuthException' });
}

export const defaultFakePages = (): FakeMetaPage[] => [
  {
    id: '104000000000001',
    name: 'Kairos Coffee',
    category: 'Coffee Shop',
    instagram: { id: '17841400000000001', username: 'kairoscoffee', name: 'Kairos Coffee' },
  },
  { id: '104000000000002', name: 'Kairos Books', category: 'Book Store', instagram: null },
];
export const defaultFakeGroups = (): FakeMetaGroup[] => [
  { id: '230000000000001', name: 'Kairos Community', appInstalled: true },
];

/**
 * Starts Meta's fake on 127.0.0.1: FACEBOOK_GRAPH_BASE is `${url}/v21.0` and FACEBOOK_AUTH_BASE the
 * same (the login dialog lives on www.facebook.com, the Graph on graph.facebook.com; one fake serves
 * both).
 */
export async function startFakeMeta(options: { port?: number; now?: () => number } = {}): Promise<FakeMeta> {
  const fake: FakeMeta = {
    url: '',
    now: options.now ?? Date.now,
    pages: defaultFakePages(),
    groups: defaultFakeGroups(),
    tokens: new Map(),
    codes: new Map(),
    posts: [],
    photos: new Map(),
    containers: new Map(),
    media: [],
    comments: [],
    videos: new Map(),
    quota: { total: 50, durationSeconds: 86_400 },
    processingChecks: 1,
    failNextContainer: null,
    throttle: null,
    declinedBusinessCode: 200,
    pageSize: 100,
    script: new FakeScript(),
    loseAnswer: null,
    expireTokens() {
      for (const token of fake.tokens.values()) token.expiresAt = fake.now() - 1;
    },
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => answer(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
