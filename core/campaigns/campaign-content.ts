import { isLibraryPostUsable, libraryMessageFor } from '../library/library-post-rules';
import { type PlanLimits } from '../plans/limits';
import { createSimilarTexts } from '../similarity/similar-texts';
import { similarityWarningScore, similarityWindowDays } from '../similarity/similarity-rules';
import { termVector, type TermVector } from '../similarity/similarity-score';
import {
  createSuitablePosts,
  type PlannerAccountRules,
  type PlannerPostContent,
} from './campaign-content-rules';
import type { LibraryPostPriority } from './campaign-schema';

/** A library post, with what its network's rules read (media, title, hashtags, call to action). */
export interface PlannerLibraryPost extends PlannerPostContent {
  id: string;
  message: string;
  variations: readonly { socialMedia: string; message: string }[];
  createdAt: Date;
  expirationDate: Date | null;
  draft: boolean;
  pending: boolean;
  rejected: boolean;
}

/** An account, with what its network's rules read (type, own text limit, the campaign's flags). */
export type PlannerAccount = PlannerAccountRules;

/** A post an account has or will have, outside what is being planned. */
export interface PlannerHistoryEntry {
  at: Date;
  /** One key per distinct text (a post id); its vector is given once per key. */
  key: string;
  vector: TermVector;
  /** Set for the campaign's own posts that stay: without repeat, their content is used up. */
  libraryPostId?: string | null;
}

export interface PlanInput {
  slots: readonly Date[];
  accounts: readonly PlannerAccount[];
  library: readonly PlannerLibraryPost[];
  history: ReadonlyMap<string, readonly PlannerHistoryEntry[]>;
  priority: LibraryPostPriority;
  repeat: boolean;
  /** The team's plan: some network rules depend on it (LinkedIn video). */
  limits: PlanLimits;
  /** For the 'random' priority (Math.random in production, seeded in tests). */
  random: () => number;
  /** Slots an account sits out (kept posts, conflicts fixed by skipping): no assignment, nothing used. */
  skip?: (accountId: string, at: Date) => boolean;
}

export interface SlotAssignment {
  at: Date;
  accountId: string;
  /** Null: nothing suitable was left, the slot is blocked ('No content from library'). */
  libraryPostId: string | null;
  message: string;
}

const windowMs = similarityWindowDays * 86_400_000;

/** Newest first, oldest first, or shuffled once for the whole campaign. */
export function orderByPriority<T extends { createdAt: Date; id: string }>(
  posts: readonly T[],
  priority: LibraryPostPriority,
  random: () => number,
): T[] {
  const ordered = [...posts].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  if (priority === 'newest') return ordered.reverse();
  if (priority === 'random') {
    for (let index = ordered.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
    }
  }
  return ordered;
}

/** The keys within 30 days of the slot being planned, as slots move forward in time. */
function slidingWindow(existing: readonly PlannerHistoryEntry[]) {
  const sorted = [...existing].sort((a, b) => a.at.getTime() - b.at.getTime());
  const planned: { at: number; key: string }[] = [];
  const counts = new Map<string, number>();
  let addNext = 0;
  let removeExisting = 0;
  let removePlanned = 0;
  const change = (key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);
  return {
    moveTo(at: number) {
      while (addNext < sorted.length && sorted[addNext]!.at.getTime() <= at + windowMs) {
        change(sorted[addNext]!.key, 1);
        addNext += 1;
      }
      while (removeExisting < addNext && sorted[removeExisting]!.at.getTime() < at - windowMs) {
        change(sorted[removeExisting]!.key, -1);
        removeExisting += 1;
      }
      while (removePlanned < planned.length && planned[removePlanned]!.at < at - windowMs) {
        change(planned[removePlanned]!.key, -1);
        removePlanned += 1;
      }
    },
    plan(at: number, key: string) {
      planned.push({ at, key });
      change(key, 1);
    },
    holdsAnyOf: (keys: ReadonlySet<string>) => [...keys].some((key) => (counts.get(key) ?? 0) > 0),
  };
}

/**
 * Chooses the library content of every slot for every account: the next post in priority order that
 * the account has not used in this campaign (or, with repeat, has used longest ago), in the account's
 * network's variation, accepted by the network's rules (as the composer checks them), and not a
 * near-duplicate (score 60 or more) of anything the account posts within 30 days before or after.
 * When nothing is left the slot is blocked.
 */
export function planCampaignContent(input: PlanInput): SlotAssignment[] {
  const texts = createSimilarTexts(similarityWarningScore);
  const usable = orderByPriority(
    input.library.filter((post) => !post.draft && !post.pending && !post.rejected),
    input.priority,
    input.random,
  );
  const textOf = new Map<string, string>();
  const keyFor = (post: PlannerLibraryPost, socialMedia: string) => {
    const message = libraryMessageFor(post, socialMedia);
    const key = `library:${post.id}:${message === post.message ? '' : socialMedia}`;
    if (!texts.has(key)) {
      texts.add(key, termVector(message));
      textOf.set(key, message);
    }
    return key;
  };
  for (const entries of input.history.values()) {
    for (const entry of entries) texts.add(entry.key, entry.vector);
  }
  // Every text up front: adding one later would make the index answer again for the others.
  for (const socialMedia of new Set(input.accounts.map((account) => account.socialMedia))) {
    for (const post of usable) keyFor(post, socialMedia);
  }

  // A post the account's network would refuse is never a candidate for that account.
  const suitableFor = createSuitablePosts(usable, input.limits);

  const assignments: SlotAssignment[] = [];
  for (const account of input.accounts) {
    const history = input.history.get(account.id) ?? [];
    const window = slidingWindow(history);
    const usedBefore = new Set(history.flatMap((entry) => entry.libraryPostId ?? []));
    const suitable = suitableFor(account);
    const unused = suitable.filter((post) => !usedBefore.has(post.id));
    // With repeat: used posts, least recently used first.
    const used = input.repeat ? suitable.filter((post) => usedBefore.has(post.id)) : [];
    for (const slot of input.slots) {
      if (input.skip?.(account.id, slot)) continue;
      const at = slot.getTime();
      window.moveTo(at);
      let chosen: { post: PlannerLibraryPost; key: string; from: PlannerLibraryPost[] } | null = null;
      for (const from of [unused, used]) {
        for (const post of from) {
          if (!isLibraryPostUsable(post, slot)) continue;
          const key = keyFor(post, account.socialMedia);
          if (textOf.get(key)?.trim() === '') continue;
          if (window.holdsAnyOf(texts.similarTo(key))) continue;
          chosen = { post, key, from };
          break;
        }
        if (chosen) break;
      }
      if (!chosen) {
        assignments.push({ at: slot, accountId: account.id, libraryPostId: null, message: '' });
        continue;
      }
      chosen.from.splice(chosen.from.indexOf(chosen.post), 1);
      if (input.repeat) used.push(chosen.post);
      window.plan(at, chosen.key);
      assignments.push({
        at: slot,
        accountId: account.id,
        libraryPostId: chosen.post.id,
        message: textOf.get(chosen.key) ?? '',
      });
    }
  }
  return assignments;
}
