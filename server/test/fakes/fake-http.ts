import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FakeAnswer } from '../../src/providers/test-network/answers';

export type { FakeAnswer } from '../../src/providers/test-network/answers';

/** A request as the networks' fakes read it: the body whole, as bytes and text. */
export interface FakeHttpRequest {
  method: string;
  path: string;
  /** The request target as sent, query undecoded (where a network's own encoding is checked: Rest.li). */
  target: string;
  /** `POST /2/tweets`: what scripted answers are keyed by. */
  route: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  text: string;
  header(name: string): string | null;
  bearer(): string | null;
  json(): Record<string, unknown> | null;
  /** The body as a form: url-encoded or multipart (parsed by undici, as a server would). */
  form(): Promise<FormData>;
}

/**
 * 'drop': the connection closes after the request arrived, with no answer and nothing done. 'lost':
 * the network does what was asked, then the connection closes before its answer (an unconfirmed send
 * that did arrive). 'pass': answered as usual (a script's way to let earlier requests through).
 */
export type ScriptedAnswer = FakeAnswer | 'drop' | 'lost' | 'pass';

/** One request a fake received and what it answered, kept while a contract test records. */
export interface FakeExchange {
  request: FakeHttpRequest;
  answer: FakeAnswer;
}

/** A test's script: the next answers of a route, given before the real handler runs. */
export class FakeScript {
  private readonly queue = new Map<string, ScriptedAnswer[]>();
  /** Every exchange since `record()`, for the contract tests; null when nobody records. */
  exchanges: FakeExchange[] | null = null;
  record(): FakeExchange[] {
    this.exchanges = [];
    return this.exchanges;
  }
  push(route: string, ...answers: ScriptedAnswer[]) {
    this.queue.set(route, [...(this.queue.get(route) ?? []), ...answers]);
  }
  take(route: string): ScriptedAnswer | undefined {
    return this.queue.get(route)?.shift();
  }
  clear() {
    this.queue.clear();
  }
}

export interface FakeHttp {
  url: string;
  close(): Promise<void>;
}

async function readRequest(incoming: IncomingMessage, origin: string): Promise<FakeHttpRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const url = new URL(incoming.url ?? '/', origin);
  const header = (name: string) => {
    const value = incoming.headers[name.toLowerCase()];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const method = incoming.method ?? 'GET';
  return {
    method,
    path: url.pathname,
    target: incoming.url ?? '/',
    route: `${method} ${url.pathname}`,
    query: url.searchParams,
    headers: incoming.headers,
    bytes,
    text: bytes.toString('utf8'),
    header,
    bearer: () => /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1] ?? null,
    json: () => {
      try {
        const parsed: unknown = JSON.parse(bytes.toString('utf8'));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
    form: () =>
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': header('content-type') ?? '' },
        body: bytes,
      })
        .formData()
        .catch(() => new FormData()),
  };
}

function send(response: ServerResponse, answer: FakeAnswer): void {
  const headers: Record<string, string> = { ...answer.headers };
  let payload = answer.text ?? '';
  if (answer.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    payload = JSON.stringify(answer.json);
  }
  // A whole answer declares its length, as real servers and our storage do for a file.
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length'))
    headers['content-length'] = String(Buffer.byteLength(payload));
  response.writeHead(answer.status, headers).end(payload);
}

/** A real HTTP server on 127.0.0.1 for a network's fake; the script answers first. */
export async function startFakeHttp(
  script: FakeScript,
  handle: (request: FakeHttpRequest, origin: string) => FakeAnswer | Promise<FakeAnswer>,
  options: { port?: number } = {},
): Promise<FakeHttp> {
  let origin = 'http://127.0.0.1';
  const server = createServer((incoming, response) => {
    readRequest(incoming, origin)
      .then(async (request) => {
        const scripted = script.take(request.route);
        if (scripted === 'drop') return void incoming.socket.destroy();
        const answer =
          scripted === undefined || scripted === 'lost' || scripted === 'pass'
            ? await handle(request, origin)
            : scripted;
        if (scripted === 'lost') return void incoming.socket.destroy();
        script.exchanges?.push({ request, answer });
        send(response, answer);
      })
      .catch((error: unknown) => {
        send(response, { status: 500, json: { error: 'internal', message: String(error) } });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake has no address');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
