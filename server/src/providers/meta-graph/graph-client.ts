import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { createHttpClient, type HttpClient, type HttpRequest } from '../http-client';
import type { AuthorizeInput, TokenSet } from '../provider';
import { readAnswer } from '../read-answer';
import { classifyGraphFailure } from './graph-errors';
import type { MetaGraphOptions } from './graph-options';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().nullish(),
  expires_in: z.number().nullish(),
});
const pagedAnswer = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  paging: z.object({ next: z.string().nullish() }).nullish(),
});

/** The Graph API as both Meta providers use it: one client, Meta's error sorting, the login dialog. */
export interface GraphClient {
  http: HttpClient;
  now: () => Date;
  isConfigured(): boolean;
  /** GET or POST on the Graph with the token as `access_token` (query for GET, form for POST). */
  call<T = unknown>(
    request: Omit<HttpRequest, 'url' | 'form'> & {
      path: string;
      token: string;
      form?: Record<string, string | null | undefined>;
    },
  ): Promise<T>;
  /** Every item of a paged edge (follows `paging.next`, at most `maxPages` pages). */
  list(path: string, token: string, fields: string, maxPages?: number): Promise<Record<string, unknown>[]>;
  authorizeUrl(input: AuthorizeInput, scopes: readonly string[]): string;
  /** The login's code for a short-lived user token, then that for a long-lived one (60 days). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<TokenSet>;
}

export function createGraphClient(options: MetaGraphOptions): GraphClient {
  const now = options.now ?? (() => new Date());
  const http = createHttpClient({
    timeoutMs: options.timeoutMs,
    now,
    userAgent: 'Kairos',
    classify: (failure, standard) => classifyGraphFailure(failure, standard, now),
  });

  // Sent with every token: apps with "Require App Secret" on refuse calls without it.
  const proof = (token: string) =>
    createHmac('sha256', options.appSecret ?? '')
      .update(token)
      .digest('hex');

  const call: GraphClient['call'] = async ({ path, token, form, query, ...rest }) => {
    const method = (rest.method ?? (form ? 'POST' : 'GET')).toUpperCase();
    const answer = await http.request({
      ...rest,
      method,
      url: `${options.graphBase}${path}`,
      ...(method === 'GET'
        ? { query: { ...query, access_token: token, appsecret_proof: proof(token) } }
        : { query, form: { ...form, access_token: token, appsecret_proof: proof(token) } }),
    });
    return answer.body as never;
  };

  async function tokens(query: Record<string, string>): Promise<TokenSet> {
    const answer = await http.request({ url: `${options.graphBase}/oauth/access_token`, query });
    const token = readAnswer(tokenAnswer, answer.body, 'transient', 'token answer');
    return {
      accessToken: token.access_token,
      refreshToken: null,
      expiresAt: token.expires_in ? new Date(now().getTime() + token.expires_in * 1000) : null,
    };
  }

  return {
    http,
    now,
    isConfigured: () => Boolean(options.appId && options.appSecret),
    call,

    async list(path, token, fields, maxPages = 10) {
      const items: Record<string, unknown>[] = [];
      let next: string | null = `${options.graphBase}${path}`;
      const first = { fields, limit: 100, access_token: token };
      let query: HttpRequest['query'] = { ...first, appsecret_proof: proof(token) };
      for (let page = 0; next && page < maxPages; page += 1) {
        const answer: { body: unknown } = await http.request({ url: next, query });
        const body: z.infer<typeof pagedAnswer> = readAnswer(pagedAnswer, answer.body, 'transient', 'list');
        items.push(...body.data);
        // The next page's URL carries the cursor, the fields and the token already.
        next = body.paging?.next ?? null;
        query = { appsecret_proof: proof(token) };
      }
      return items;
    },

    authorizeUrl({ state, redirectUri }, scopes) {
      const url = new URL(`${options.authBase}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: options.appId ?? '',
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: scopes.join(','),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const client = { client_id: options.appId ?? '', client_secret: options.appSecret ?? '' };
      const short = await tokens({ ...client, redirect_uri: redirectUri, code });
      return tokens({ ...client, grant_type: 'fb_exchange_token', fb_exchange_token: short.accessToken });
    },
  };
}

/** A Graph picture field, `{ data: { url } }`. */
export const pictureUrl = (picture: unknown): string | null => {
  const url = (picture as { data?: { url?: unknown } } | null)?.data?.url;
  return typeof url === 'string' ? url : null;
};

export const stringField = (value: unknown): string | null => (typeof value === 'string' ? value : null);
