import { fakeAvatar, FakeOAuthStore } from '../fake-oauth-store';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { FakeHootsuiteMedia } from './fake-media';
import { createMessages, hootsuiteError, readMessage, type FakeHootsuiteMessage } from './fake-messages';
import { authorizeHootsuite, fakeHootsuiteMember, tokenHootsuite } from './fake-oauth';

export { fakeHootsuiteClient, fakeHootsuiteMember } from './fake-oauth';

export interface FakeSocialProfile {
  id: string;
  type: string;
  socialNetworkId: string;
  socialNetworkUsername: string;
  ownerId: string;
  externalUrl: string;
  /** The organisation reviews this profile's messages (PENDING_APPROVAL). */
  requiresApproval: boolean;
}

/** A running fake of Hootsuite's REST API (platform.hootsuite.com). */
export interface FakeHootsuite {
  url: string;
  profiles: FakeSocialProfile[];
  messages: FakeHootsuiteMessage[];
  media: FakeHootsuiteMedia;
  oauth: FakeOAuthStore;
  script: FakeScript;
  /** State reads a message stays SCHEDULED before it is sent; whether the next one fails at the network. */
  sendChecks: number;
  failNextSend: boolean;
  rateLimit: { limit: number; remaining: number; resetSeconds: number };
  /** Messages Hootsuite delivered. */
  sent(): FakeHootsuiteMessage[];
  close(): Promise<void>;
}

const profile = (id: string, type: string, username: string, externalUrl: string): FakeSocialProfile => ({
  id,
  type,
  socialNetworkId: `${id}0`,
  socialNetworkUsername: username,
  ownerId: fakeHootsuiteMember.id,
  externalUrl,
  requiresApproval: false,
});

async function route(fake: FakeHootsuite, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (request.route === 'GET /oauth2/auth') return authorizeHootsuite(fake, request);
  if (request.route === 'POST /oauth2/token') return tokenHootsuite(fake, request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('H', '#143059');
  // The S3 upload URL is signed: it needs no bearer.
  if (request.method === 'PUT' && request.path.startsWith('/hootsuite-uploads/'))
    return fake.media.receive(request, origin);
  const memberId = fake.oauth.userOf(request.bearer());
  if (!memberId) return hootsuiteError(401, 1003, 'The access token is invalid or has expired');
  if (request.route === 'GET /v1/me')
    return {
      status: 200,
      json: { data: { ...fakeHootsuiteMember, companyName: 'Kairos', timezone: 'UTC', language: 'en' } },
    };
  if (request.route === 'GET /v1/socialProfiles')
    return {
      status: 200,
      json: {
        data: fake.profiles
          .filter((candidate) => candidate.ownerId === memberId)
          .map(({ id, type, socialNetworkId, socialNetworkUsername, ownerId }) => ({
            id,
            type,
            socialNetworkId,
            socialNetworkUsername,
            avatarUrl: `${origin}/avatars/${id}.svg`,
            owner: 'MEMBER',
            ownerId,
          })),
      },
    };
  if (request.route === 'POST /v1/media') return fake.media.create(request, origin);
  const media = /^\/v1\/media\/([^/]+)$/.exec(request.path);
  if (request.method === 'GET' && media?.[1]) return fake.media.state(decodeURIComponent(media[1]), origin);
  if (request.route === 'POST /v1/messages') return createMessages(fake, memberId, request);
  const message = /^\/v1\/messages\/(\d+)$/.exec(request.path);
  if (request.method === 'GET' && message?.[1]) return readMessage(fake, memberId, message[1]);
  return hootsuiteError(404, 4004, `No route ${request.route}`);
}

/** Starts Hootsuite's fake on 127.0.0.1 (HOOTSUITE_API_BASE and HOOTSUITE_AUTH_BASE both point at it). */
export async function startFakeHootsuite(
  options: { port?: number; now?: () => number } = {},
): Promise<FakeHootsuite> {
  const now = options.now ?? Date.now;
  const fake: FakeHootsuite = {
    url: '',
    profiles: [
      profile('115185509', 'TWITTER', 'kairosapp', 'https://x.com/kairosapp'),
      profile('115185510', 'FACEBOOKPAGE', 'Kairos Cafe', 'https://www.facebook.com/177463958820'),
      profile('115185511', 'LINKEDINCOMPANY', 'Kairos Inc', 'https://www.linkedin.com/company/kairos'),
      profile('115185512', 'PINTEREST', 'kairospins', 'https://www.pinterest.com/kairospins'),
    ],
    messages: [],
    media: new FakeHootsuiteMedia(),
    oauth: new FakeOAuthStore({ accessTtlSeconds: 2_592_000, refreshable: true, now }),
    script: new FakeScript(),
    sendChecks: 1,
    failNextSend: false,
    rateLimit: { limit: 100, remaining: 100, resetSeconds: 60 },
    sent: () => fake.messages.filter((message) => message.state === 'SENT'),
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
