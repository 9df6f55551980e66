import { setTimeout as sleep } from 'node:timers/promises';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import { fakeAvatar } from '../fake-oauth-store';
import { FakeThreadsContainers } from './fake-containers';
import { threadInsights, userInsights, type FakeThreadsCount } from './fake-insights';
import { FakeThreadsOAuth, graphError } from './fake-oauth';

export { fakeThreadsApp } from './fake-oauth';
export const fakeThreadsUser = {
  id: '17841400008460056',
  username: 'kairos.threads',
  name: 'Kairos on Threads',
};

export interface FakeThread {
  id: string;
  containerId: string;
  text: string;
  mediaType: string;
  media: string[];
  /** The link preview a TEXT post was given (link_attachment), null when none. */
  linkAttachment: string | null;
  /** The post it answers, for a reply (reply_to_id); null for a post of its own. */
  replyToId: string | null;
  permalink: string;
  /** What people did with it, as tests set it, by Threads Insights metric. */
  counts?: Partial<Record<FakeThreadsCount, number>>;
}

/** A running fake of the Threads API: what it received, and the knobs tests turn. */
export interface FakeThreadsApi {
  url: string;
  threads: FakeThread[];
  containers: FakeThreadsContainers;
  oauth: FakeThreadsOAuth;
  script: FakeScript;
  /** Posts published in the last 24 hours, against quota_total 250. */
  quotaUsage: number;
  /** Replies published in the last 24 hours, against their own quota_total of 1,000. */
  replyQuotaUsage: number;
  /** Calls left before Graph throttles the app user (code 4), and when access comes back. */
  callsLeft: number;
  regainAccessMinutes: number;
  /** Publishes, then answers this late (past the client's timeout: the answer is lost). */
  publishAnswerDelayMs: number;
  /** The user's followers_count (threads_insights). */
  followers: number;
  close(): Promise<void>;
}

const quotaTotal = 250;
const replyQuotaTotal = 1000;

function usageHeaders(fake: FakeThreadsApi): Record<string, string> {
  const used = fake.callsLeft <= 0 ? 100 : 12;
  return {
    'x-app-usage': JSON.stringify({ call_count: used, total_cputime: 3, total_time: 4 }),
    'x-business-use-case-usage': JSON.stringify({
      [fakeThreadsUser.id]: [
        {
          type: 'threads',
          call_count: used,
          total_cputime: 3,
          total_time: 4,
          estimated_time_to_regain_access: fake.callsLeft <= 0 ? fake.regainAccessMinutes : 0,
        },
      ],
    }),
  };
}

async function publish(fake: FakeThreadsApi, userId: string, form: URLSearchParams): Promise<FakeAnswer> {
  const container = fake.containers.containers.get(form.get('creation_id') ?? '');
  const reply = Boolean(container?.replyToId);
  if (reply ? fake.replyQuotaUsage >= replyQuotaTotal : fake.quotaUsage >= quotaTotal)
    return graphError(400, 4, 'The user has reached the daily limit of published posts.', {
      subcode: 2207042,
    });
  if (!container || container.userId !== userId || container.carouselItem)
    return graphError(400, 24, 'The requested resource does not exist', { subcode: 4279009 });
  if (container.status === 'PUBLISHED') return graphError(400, 100, 'The media has already been published.');
  if (container.status !== 'FINISHED')
    return graphError(400, 9007, 'The media is not ready for publishing, please wait for a moment', {
      subcode: 2207027,
    });
  container.status = 'PUBLISHED';
  if (reply) fake.replyQuotaUsage += 1;
  else fake.quotaUsage += 1;
  const id = String(18_000_000_000_000_000n + BigInt(fake.threads.length + 1));
  const media =
    container.mediaType === 'CAROUSEL' ? container.children : container.mediaUrl ? [container.mediaUrl] : [];
  const permalink = `https://www.threads.net/@${fakeThreadsUser.username}/post/C${id.slice(-8)}`;
  fake.threads.push({
    id,
    containerId: container.id,
    text: container.text,
    mediaType: container.mediaType,
    media,
    linkAttachment: container.linkAttachment,
    replyToId: container.replyToId,
    permalink,
  });
  if (fake.publishAnswerDelayMs > 0) await sleep(fake.publishAnswerDelayMs);
  return { status: 200, json: { id } };
}

function objectById(fake: FakeThreadsApi, id: string): FakeAnswer {
  const container = fake.containers.status(id);
  if (container) return container;
  const thread = fake.threads.find((candidate) => candidate.id === id);
  if (!thread)
    return graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist`, {
      subcode: 33,
    });
  return { status: 200, json: { id, permalink: thread.permalink, text: thread.text } };
}

async function route(fake: FakeThreadsApi, request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
  if (request.route === 'GET /oauth/authorize') return fake.oauth.authorize(request);
  if (request.route === 'POST /oauth/access_token') return fake.oauth.exchangeCode(request);
  if (request.route === 'GET /access_token') return fake.oauth.exchangeToken(request);
  if (request.route === 'GET /refresh_access_token') return fake.oauth.refresh(request);
  if (request.path.startsWith('/avatars/')) return fakeAvatar('T', '#000000');
  const form = request.method === 'POST' ? new URLSearchParams(request.text) : request.query;
  const grant = fake.oauth.check(form.get('access_token') ?? request.query.get('access_token'));
  if ('status' in grant) return grant;
  if (fake.callsLeft <= 0)
    return graphError(403, 4, 'Application request limit reached', {
      transient: true,
      headers: usageHeaders(fake),
    });
  fake.callsLeft -= 1;
  const [, version, id, edge] = /^\/(v1\.0)\/([^/]+)(?:\/(\w+))?$/.exec(request.path) ?? [];
  if (!version || !id) return graphError(400, 100, `Unknown path ${request.path}`);
  const userId = id === 'me' ? grant.userId : id;
  const answer = await (async (): Promise<FakeAnswer> => {
    if (request.method === 'GET' && id === 'me' && !edge)
      return {
        status: 200,
        json: {
          ...fakeThreadsUser,
          threads_profile_picture_url: `${origin}/avatars/${fakeThreadsUser.id}.svg`,
        },
      };
    if (request.method === 'GET' && edge === 'insights') {
      const thread = fake.threads.find((candidate) => candidate.id === id);
      return threadInsights(thread, id, grant.scopes, request.query);
    }
    if (request.method === 'GET' && edge === 'threads_insights' && userId === grant.userId)
      return userInsights(fake.threads, fake.followers, userId, grant.scopes, request.query);
    if (userId !== grant.userId && edge)
      return graphError(403, 10, 'The user has not authorized the application.');
    if (request.method === 'POST' && edge === 'threads')
      return fake.containers.create(userId, form, {
        granted: grant.scopes.includes('threads_manage_replies'),
        // Answering a post of the user's own thread: the root of the chain is theirs (our fake has one user).
        replyable: (replyTo) => fake.threads.some((thread) => thread.id === replyTo),
      });
    if (request.method === 'POST' && edge === 'threads_publish') return publish(fake, userId, form);
    if (request.method === 'GET' && edge === 'threads_publishing_limit') {
      // Only the fields asked for: the posts' quota, or the replies' (which needs threads_manage_replies).
      const fields = (request.query.get('fields') ?? '').split(',');
      const replies = fields.some((field) => field.startsWith('reply_'));
      if (replies && !grant.scopes.includes('threads_manage_replies'))
        return graphError(403, 10, 'Application does not have permission for this action');
      return {
        status: 200,
        json: {
          data: [
            replies
              ? {
                  reply_quota_usage: fake.replyQuotaUsage,
                  reply_config: { quota_total: replyQuotaTotal, quota_duration: 86400 },
                }
              : { quota_usage: fake.quotaUsage, config: { quota_total: quotaTotal, quota_duration: 86400 } },
          ],
        },
      };
    }
    // The user's posts (GET /{user}/threads) or their replies (GET /{user}/replies).
    if (request.method === 'GET' && (edge === 'threads' || edge === 'replies')) {
      const limit = Number(request.query.get('limit') ?? 25);
      const data = [...fake.threads]
        .filter((thread) => (thread.replyToId !== null) === (edge === 'replies'))
        .reverse()
        .slice(0, limit);
      return {
        status: 200,
        json: { data: data.map(({ id: threadId, permalink, text }) => ({ id: threadId, permalink, text })) },
      };
    }
    if (request.method === 'GET' && !edge) return objectById(fake, id);
    return graphError(400, 100, `Unsupported ${request.method} request.`);
  })();
  return { ...answer, headers: { ...usageHeaders(fake), ...answer.headers } };
}

/** Starts the Threads fake on 127.0.0.1 (THREADS_API_BASE and THREADS_AUTH_BASE both point at it). */
export async function startFakeThreads(
  options: { port?: number; now?: () => number } = {},
): Promise<FakeThreadsApi> {
  const now = options.now ?? Date.now;
  const fake: FakeThreadsApi = {
    url: '',
    threads: [],
    containers: new FakeThreadsContainers(),
    oauth: new FakeThreadsOAuth(now, fakeThreadsUser.id),
    script: new FakeScript(),
    quotaUsage: 0,
    replyQuotaUsage: 0,
    callsLeft: 10_000,
    regainAccessMinutes: 12,
    publishAnswerDelayMs: 0,
    followers: 0,
    close: async () => undefined,
  };
  const http = await startFakeHttp(fake.script, (request, origin) => route(fake, request, origin), options);
  fake.url = http.url;
  fake.close = http.close;
  return fake;
}
