import { type SocialType } from './social-types';

/**
 * How hard the engine may push each network (shared/NETWORKS.md): sends in flight at once across all
 * workers, and posts per account in a rolling 24 hours. Past the budget a target waits, it never fails.
 */
export interface PublishingLimits {
  concurrency: number;
  dailyBudget: number | null;
}

const defaults: PublishingLimits = { concurrency: 10, dailyBudget: null };

const limits: Partial<Record<SocialType, PublishingLimits>> = {
  // "POST /2/tweets: 100 per 15 min per user": 2,400 a day at the most.
  twitter: { concurrency: 10, dailyBudget: 2400 },
  // "rolling 24 h cap (50): read content_publishing_limit".
  'instagram-business': { concurrency: 5, dailyBudget: 50 },
  // "~150 posts a day per member".
  linkedin: { concurrency: 5, dailyBudget: 150 },
  // "250 posts a day: read threads_publishing_limit".
  threads: { concurrency: 5, dailyBudget: 250 },
  // "init 6 per minute per token": few at once.
  tiktok: { concurrency: 2, dailyBudget: null },
  // "uploads: 100 a day per project by default": a whole project's quota, so few at once.
  youtube: { concurrency: 2, dailyBudget: 100 },
  pinterest: { concurrency: 5, dailyBudget: null },
  facebook: { concurrency: 10, dailyBudget: null },
  googleMB: { concurrency: 5, dailyBudget: null },
  // Mastodon servers allow 300 posts per 3 hours per account by default (their rate-limit headers say).
  mastodon: { concurrency: 5, dailyBudget: null },
  // Bluesky's PDS limits record writes per account (5,000 points an hour, 35,000 a day; a create is 3).
  bluesky: { concurrency: 5, dailyBudget: 11_000 },
  // Our own fake network, only in tests and benchmarks: as many at once as the engine can send, so that
  // a benchmark measures the engine rather than a made-up limit.
  testNetwork: { concurrency: 1000, dailyBudget: null },
};

export function publishingLimits(socialType: SocialType): PublishingLimits {
  return limits[socialType] ?? defaults;
}

/** pg-boss group concurrency tiers: one tier per network. */
export function concurrencyTiers(socialTypes: readonly SocialType[]): Record<string, number> {
  return Object.fromEntries(
    socialTypes.map((socialType) => [socialType, publishingLimits(socialType).concurrency]),
  );
}
