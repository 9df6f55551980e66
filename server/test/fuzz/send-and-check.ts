import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorReplySchema } from '@kairos/core';
import { eventLoopBudgetMs, isOwnStall, type BlockMeasure } from './event-loop-probe';
import type { FuzzRequest } from './request-arbitrary';

export interface FuzzReply {
  status: number;
  text: string;
}

/** A lone surrogate cannot be percent-encoded as text: its UTF-8 bytes (a replacement character) are. */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

export function urlOf(baseUrl: string, request: Pick<FuzzRequest, 'path' | 'query'>): string {
  const query = request.query.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`);
  return `${baseUrl}${request.path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** Sends one fuzz request as it is (no client-side checks), and reads the whole answer. */
export async function send(baseUrl: string, request: FuzzRequest, ownerToken: string): Promise<FuzzReply> {
  const headers: Record<string, string> = {};
  if (request.session === 'owner') headers.authorization = `Bearer ${ownerToken}`;
  if (request.session === 'garbage') headers.authorization = `Bearer ${'g'.repeat(180)}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await fetch(urlOf(baseUrl, request), {
    method: request.method,
    headers,
    body: request.body ?? undefined,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** What is wrong with an answer: a 5xx, an error outside the one model, a stall, another team's data. */
export function problemsWith(reply: FuzzReply, block: BlockMeasure, canaries: readonly string[]): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  if (reply.status >= 400) {
    let body: unknown = null;
    try {
      body = JSON.parse(reply.text);
    } catch {
      // not JSON: reported below
    }
    if (!errorReplySchema.safeParse(body).success)
      problems.push(`error ${reply.status} outside the error model: ${reply.text.slice(0, 300)}`);
  }
  if (isOwnStall(block)) {
    problems.push(
      `blocked the event loop ${Math.round(block.blockedMs)} ms, ${Math.round(block.cpuMs)} ms of CPU (budget ${eventLoopBudgetMs} ms)`,
    );
  }
  const leaked = canaries.find((canary) => reply.text.includes(canary));
  if (leaked) problems.push(`answered another team's data (${leaked})`);
  return problems;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const printableLength = 1_500;
/** A body with a control character (a NUL) cannot go on a command line. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

function failureFile(label: string, extension: string, content: string): string {
  const directory = path.resolve('test-results/fuzz-failures');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${label.replace(/[^\w-]+/g, '_')}.${extension}`);
  writeFileSync(file, content);
  return file;
}

/**
 * The request as a curl command for a dev server (`KAIROS_URL=http://127.0.0.1:3000 TOKEN=<a
 * session>`). A body that cannot be printed goes to a file under test-results/fuzz-failures, named
 * with `--data-binary @file`; a command too long to read goes to a script there.
 */
export function replayCommand(request: FuzzRequest, label: string): string {
  const parts = ['curl -i', `-X ${request.method}`, `"$KAIROS_URL"${shellQuote(urlOf('', request))}`];
  if (request.session === 'owner') parts.push(`-H 'authorization: Bearer '"$TOKEN"`);
  if (request.session === 'garbage') parts.push(`-H 'authorization: Bearer ${'g'.repeat(180)}'`);
  if (request.contentType !== null) parts.push(`-H ${shellQuote(`content-type: ${request.contentType}`)}`);
  if (request.body !== null) {
    const printable = request.body.length <= printableLength && !hasControlCharacter(request.body);
    parts.push(
      printable
        ? `--data-raw ${shellQuote(request.body)}`
        : `--data-binary @${failureFile(label, 'body', request.body)}`,
    );
  }
  const command = parts.join(' ');
  if (command.length <= printableLength) return command;
  return `sh ${failureFile(label, 'sh', `${command}\n`)}  # ${command.slice(0, 300)}…`;
}
