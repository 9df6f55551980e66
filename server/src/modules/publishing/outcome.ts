import type { PublishedPart } from '@kairos/core';

/**
 * What one dispatch of a claimed target came to. `parts` (decision 0064) are the parts on the network
 * when the outcome knows more of them than the target has saved: every part of a published post, or
 * the ones a lookup found before a retry sends the rest.
 */
export type DispatchOutcome =
  | { kind: 'published'; externalId: string; url: string | null; parts?: PublishedPart[] }
  | { kind: 'reminder' }
  | { kind: 'failed'; reason: string }
  | { kind: 'needs_reconnect'; reason: string }
  /** Try again at `dueAt`; rate-limit waits do not count as attempts. */
  | { kind: 'retry'; reason: string; dueAt: Date; rateLimited: boolean; parts?: PublishedPart[] }
  | { kind: 'unconfirmed'; reason: string }
  /** The team's plan no longer covers the account (decision 0101): blocked with a notice, kept for a retry. */
  | { kind: 'held'; reason: string }
  /** The account's daily budget is spent: wait, without an attempt. */
  | { kind: 'deferred'; dueAt: Date }
  /** The post or the account went away while it was claimed, or the claim was taken over: nothing to write. */
  | { kind: 'gone' };

const minute = 60_000;

/** Exponential backoff with jitter: 30 s, 1, 2, 4 ... minutes, at most 30; later if the network says so. */
export function retryDueAt(
  now: Date,
  attempts: number,
  retryAt: Date | undefined,
  baseSeconds = 30,
  random = Math.random,
): Date {
  const base = Math.min(baseSeconds * 1000 * 2 ** Math.max(attempts - 1, 0), 30 * minute);
  const backoff = now.getTime() + base * (0.8 + 0.4 * random());
  return new Date(Math.max(backoff, retryAt?.getTime() ?? 0));
}
