import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { TwitterApi } from 'twitter-api-v2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createXProvider } from '../../src/providers/x/x-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { media, mediaFiles, startMediaHost } from '../providers/media-host';
import { publishRequest } from '../providers/provider-helpers';

/**
 * Our X requests against an independent client's (twitter-api-v2, the most used X client for Node):
 * both send the same operation to a local recorder, which answers as X would, and the requests are
 * compared one by one (method, path, JSON body, multipart fields). A fake that agrees with our
 * provider while both are wrong cannot pass this.
 */
interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  json: unknown;
  formFields: string[];
}

let recorder: Server;
let secureRecorder: Server;
let base: string;
let secureBase: string;
let host: FakeHttp;
let recorded: Recorded[] = [];

async function record(request: IncomingMessage): Promise<Recorded> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(request.url ?? '/', 'http://recorder');
  const type = request.headers['content-type'] ?? '';
  let json: unknown = null;
  let formFields: string[] = [];
  if (type.includes('json')) json = JSON.parse(body.toString('utf8'));
  // twitter-api-v2 sends finalize an empty JSON object where we send no body: finalize takes no
  // fields, so both say the same (the one difference the comparison found).
  if (json !== null && typeof json === 'object' && Object.keys(json).length === 0) json = null;
  if (type.includes('multipart/form-data')) {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    formFields = [...form.keys()].sort();
  }
  return {
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    json,
    formFields,
  };
}

beforeAll(async () => {
  host = await startMediaHost();
  const handle: RequestListener = (request, response) => {
    void record(request).then((entry) => {
      recorded.push(entry);
      const reply = (status: number, body?: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(body ? JSON.stringify(body) : '');
      if (entry.path.endsWith('/initialize') || entry.path.endsWith('/finalize'))
        return reply(200, { data: { id: '1880028106020515840', media_key: '3_1880028106020515840' } });
      if (entry.path.endsWith('/append')) return reply(204);
      if (entry.path === '/2/tweets') return reply(201, { data: { id: '1445880548472328192', text: 'x' } });
      if (/^\/2\/tweets\/\d+$/.test(entry.path))
        return reply(200, {
          data: {
            id: entry.path.split('/').at(-1),
            text: 'x',
            edit_history_tweet_ids: [entry.path.split('/').at(-1)],
            public_metrics: { like_count: 1, retweet_count: 0, reply_count: 0, quote_count: 0 },
          },
        });
      if (entry.path === '/2/users/me')
        return reply(200, {
          data: { id: '2244994945', name: 'X', username: 'x', public_metrics: { followers_count: 7 } },
        });
      return reply(404, { title: 'Not Found' });
    });
  };
  // twitter-api-v2 speaks https only: the same recorder behind a throwaway self-signed certificate.
  const dir = mkdtempSync(path.join(tmpdir(), 'x-contract-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  recorder = createServer(handle);
  secureRecorder = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, handle);
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => secureRecorder.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  secureBase = `https://127.0.0.1:${(secureRecorder.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of [recorder, secureRecorder]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await host.close();
});
beforeEach(() => {
  recorded = [];
});

const ours = () =>
  createXProvider({ clientId: 'id', clientSecret: 'secret', apiBase: base, authBase: base, timeoutMs: 5000 });
/** twitter-api-v2 pointed at the recorder: its v2 prefix (cloneWithPrefix is broken in 1.29). */
function theirs() {
  const client = new TwitterApi('access-token', { httpAgent: new Agent({ rejectUnauthorized: false }) }).v2;
  (client as unknown as { _prefix: string })._prefix = `${secureBase}/2/`;
  return client;
}
const tokens = { accessToken: 'access-token', refreshToken: null, expiresAt: null };
const xAccount = { externalId: '2244994945', type: 'personal', metadata: {} };

async function both(send: (side: 'ours' | 'theirs') => Promise<unknown>) {
  await send('ours');
  const mine = recorded;
  recorded = [];
  await send('theirs');
  return { mine, independent: recorded };
}

describe('X requests match twitter-api-v2', () => {
  it('a text post: POST /2/tweets with { text }', async () => {
    const { mine, independent } = await both((side) =>
      side === 'ours'
        ? ours().publish(publishRequest(tokens, { message: 'Hello X' }))
        : theirs().tweet({ text: 'Hello X' }),
    );
    expect(mine).toEqual(independent);
    expect(mine).toMatchObject([{ method: 'POST', path: '/2/tweets', json: { text: 'Hello X' } }]);
  });

  it('an image post: initialize, append, finalize, then the tweet with its media id', async () => {
    const image = mediaFiles['/b.jpg']!.bytes;
    const { mine, independent } = await both(async (side) => {
      if (side === 'ours')
        return ours().publish(
          publishRequest(tokens, { message: 'A photo', images: [media(host, '/b.jpg')] }),
        );
      const client = theirs();
      const id = await client.uploadMedia(image, { media_type: 'image/jpeg' });
      return client.tweet({ text: 'A photo', media: { media_ids: [id] } });
    });
    // twitter-api-v2 sends no additional_owners when there are none; JSON drops undefined the same way.
    expect(mine).toEqual(independent);
    expect(mine.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /2/media/upload/initialize',
      'POST /2/media/upload/1880028106020515840/append',
      'POST /2/media/upload/1880028106020515840/finalize',
      'POST /2/tweets',
    ]);
    expect(mine[1]!.formFields).toEqual(['media', 'segment_index']);
  });

  it('a reply of a thread: POST /2/tweets with { text, reply: { in_reply_to_tweet_id } }', async () => {
    const parent = { externalId: '1445880548472328192', url: null };
    const { mine, independent } = await both((side) =>
      side === 'ours'
        ? ours().reply!({
            ...publishRequest(tokens, { message: 'Part two' }),
            replyTo: { index: 1, root: parent, parent },
          })
        : theirs().reply('Part two', parent.externalId),
    );
    expect(mine).toEqual(independent);
    expect(mine).toMatchObject([
      { path: '/2/tweets', json: { text: 'Part two', reply: { in_reply_to_tweet_id: parent.externalId } } },
    ]);
  });

  it('metrics: GET /2/tweets/:id with tweet.fields=public_metrics', async () => {
    const post = { externalId: '1445880548472328192', url: null };
    const { mine, independent } = await both((side) =>
      side === 'ours'
        ? ours().readMetrics!({ account: xAccount, tokens, post })
        : theirs().singleTweet(post.externalId, { 'tweet.fields': ['public_metrics'] }),
    );
    expect(mine).toEqual(independent);
    expect(mine).toMatchObject([
      { method: 'GET', path: `/2/tweets/${post.externalId}`, query: { 'tweet.fields': 'public_metrics' } },
    ]);
  });

  it('followers: GET /2/users/me with user.fields=public_metrics', async () => {
    const { mine, independent } = await both((side) =>
      side === 'ours'
        ? ours().readFollowers!({ account: xAccount, tokens })
        : theirs().me({ 'user.fields': ['public_metrics'] }),
    );
    expect(mine).toEqual(independent);
    expect(mine).toMatchObject([
      { method: 'GET', path: '/2/users/me', query: { 'user.fields': 'public_metrics' } },
    ]);
  });
});
