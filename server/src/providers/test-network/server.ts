import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiError, header, type FakeAnswer, type FakeRequest } from './answers';
import { api, routeName } from './api';
import { controlOverHttp, createControl, type TestNetworkControl } from './control';
import { authorize, token } from './oauth';
import { postPage } from './post-page';
import { createFakeState, type FakeBehaviour, type TestNetworkOptions, type FakeState } from './state';

export type { TestNetworkControl } from './control';
export type { FakeBehaviour, TestNetworkOptions, FakeRoute, FakeUser } from './state';

/** A running fake network: its base URL, its control, and close. */
export interface TestNetworkServer extends TestNetworkControl {
  url: string;
  close(): Promise<void>;
}

const maxBody = 1024 * 1024;

/** The request whole (events rather than an async iterator: the fake answers thousands a second). */
function readRequest(incoming: IncomingMessage): Promise<FakeRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) return void incoming.destroy(new Error('body too large'));
      chunks.push(chunk);
    });
    incoming.once('error', reject);
    incoming.once('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
      resolve({
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  if (response.destroyed) return;
  const headers: Record<string, string> = { ...answer.headers };
  let payload = answer.text ?? '';
  if (answer.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(answer.json);
  } else headers['content-type'] ??= 'text/plain; charset=utf-8';
  response.writeHead(answer.status, headers).end(payload);
}

function avatar(id: string): FakeAnswer {
  const letter =
    id
      .replace(/^[a-z]_/, '')
      .slice(0, 1)
      .toUpperCase() || '?';
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="#5b6ee1"/><text x="32" y="41" font-size="26" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return { status: 200, text, headers: { 'content-type': 'image/svg+xml' } };
}

/** A scripted answer instead of the real one: nothing is processed. */
function scriptedAnswer(behaviour: FakeBehaviour, now: number): FakeAnswer | null {
  if (behaviour.resetInSeconds !== undefined) {
    const reset = String(Math.ceil(now / 1000 + behaviour.resetInSeconds));
    return apiError(429, 'rate_limited', 'Too many requests', {
      'x-rate-limit-limit': '100',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': reset,
    });
  }
  if (behaviour.status === undefined) return null;
  const body = behaviour.body ?? {
    error: { code: `http_${behaviour.status}`, message: STATUS_CODES[behaviour.status] ?? 'Error' },
  };
  return { status: behaviour.status, json: body };
}

function route(state: FakeState, name: string, request: FakeRequest, postId: string | null): FakeAnswer {
  if (name === 'GET /oauth/authorize') return authorize(state, request);
  if (name === 'POST /oauth/token') return token(state, request);
  if (request.path.startsWith('/v1/')) return api(state, name, request, postId);
  const pageOf = /^\/posts\/([\w-]+)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && pageOf) return postPage(state, pageOf);
  const avatarId = /^\/avatars\/([\w-]+)\.svg$/.exec(request.path)?.[1];
  if (request.method === 'GET' && avatarId) return avatar(avatarId);
  return apiError(404, 'not_found', `No route ${name}`);
}

/**
 * Kairos's fake social network: OAuth 2.0 with PKCE and a small REST API, whose latency and
 * failures tests set per request. Listens on 127.0.0.1 and a free port unless told otherwise.
 */
export async function startTestNetwork(options: TestNetworkOptions = {}): Promise<TestNetworkServer> {
  const state = createFakeState(options);
  const control = createControl(state);

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const request = await readRequest(incoming);
    const { name, postId } = routeName(request.method, request.path);
    const command = /^\/__control\/(\w+)$/.exec(request.path)?.[1];
    if (command) return send(response, await controlOverHttp(control, command, request));
    if (name === 'POST /v1/posts') state.posts.noteRequest(header(request, 'idempotency-key'));
    if (state.latency() > 0) await sleep(state.latency());
    const behaviour = state.nextBehaviour(name) ?? {};
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    // Processed even when the caller has gone: a network does not undo a post for a lost answer.
    const answer = scriptedAnswer(behaviour, state.now()) ?? route(state, name, request, postId);
    if (behaviour.dropAfterReceive) return void incoming.socket.destroy();
    if (behaviour.hangAfterReceive) return;
    send(response, { ...answer, headers: { ...answer.headers, ...behaviour.headers } });
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      send(response, apiError(500, 'internal', error instanceof Error ? error.message : 'error'));
    });
  });
  // Idle kept-alive sockets stay open a minute (Node closes them after 5 s): a busy worker whose timers
  // ran late reused sockets the fake had just closed, and each such send ended unconfirmed.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A deep accept queue: a worker opening hundreds of connections at once overflowed Node's default
    // of 511, and every dropped SYN came back only after the kernel's 1 s (then 3 s) retry.
    server.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1', backlog: 4096 }, () =>
      resolve(),
    );
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake network has no address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  state.setBaseUrl(url);

  return {
    ...control,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Held answers and keep-alive sockets would keep the server open forever.
        server.closeAllConnections();
      }),
  };
}
