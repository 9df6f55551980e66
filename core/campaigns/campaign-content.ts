import { isLibraryPostUsable, libraryMessageFor } from '../library/library-post-rules';
import { type PlanLimits } from '../plans/limits';
import { similarityWindowDays } from '../similarity/similarity-rules';
import { termVector, type TermVector } from '../similarity/similarity-score';
import { createCandidateQueue } from './candidate-queue';
import {
  createSuitability,
  type PlannerAccountRules,
  type PlannerPostContent,
} from './campaign-content-rules';
import type { LibraryPostPriority } from './campaign-schema';
import { createPlannerWindow } from './planner-window';

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

/**
 * What planning did, counted: candidates tried (taken from an account's queue), exact similarity
 * comparisons, texts turned into vectors and network rule checks. Each grows with the slots planned
 * and the window's size, not with slots × library.
 */
export interface PlanWork {
  candidatesTried: number;
  comparisons: number;
  textsVectorized: number;
  ruleChecks: number;
}

/**
 * Chooses the library content of every slot for every account: the next post in priority order that
 * the account has not used in this campaign (or, with repeat, has used longest ago), in the account's
 * network's variation, accepted by the network's rules (as the composer checks them), and not a
 * near-duplicate (score 60 or more) of anything the account posts within 30 days before or after.
 * When nothing is left the slot is blocked. Slots come in time order.
 */
export function planCampaignContent(input: PlanInput): SlotAssignment[] {
  return planCampaign(input).assignments;
}

/** planCampaignContent, with the work it did (for tests and the benchmark). */
export function planCampaign(input: PlanInput): { assignments: SlotAssignment[]; work: PlanWork } {
  const work: PlanWork = { candidatesTried: 0, comparisons: 0, textsVectorized: 0, ruleChecks: 0 };
  const usable = orderByPriority(
    input.library.filter((post) => !post.draft && !post.pending && !post.rejected),
    input.priority,
    input.random,
  );
  // Texts, vectors and rule verdicts are worked out for the candidates actually tried, once each.
  const texts = new Map<string, { key: string; message: string; vector: TermVector | null }>();
  const textFor = (post: PlannerLibraryPost, socialMedia: string) => {
    const message = libraryMessageFor(post, socialMedia);
    const key = `library:${post.id}:${message === post.message ? '' : socialMedia}`;
    let text = texts.get(key);
    if (!text) {
      text = { key, message, vector: null };
      texts.set(key, text);
    }
    return text;
  };
  const vectorOf = (text: { message: string; vector: TermVector | null }) => {
    if (!text.vector) {
      work.textsVectorized += 1;
      text.vector = termVector(text.message);
    }
    return text.vector;
  };
  const suits = createSuitability<PlannerLibraryPost>(input.limits, () => {
    work.ruleChecks += 1;
  });

  const assignments: SlotAssignment[] = [];
  for (const account of input.accounts) {
    const history = input.history.get(account.id) ?? [];
    const window = createPlannerWindow(
      history.map((entry) => ({ at: entry.at.getTime(), key: entry.key, vector: entry.vector })),
      windowMs,
      work,
    );
    const usedBefore = new Set(history.flatMap((entry) => entry.libraryPostId ?? []));
    const indexes = usable.map((_post, index) => index);
    const unused = createCandidateQueue(indexes.filter((index) => !usedBefore.has(usable[index]!.id)));
    // With repeat: used posts, least recently used first.
    const used = createCandidateQueue(
      input.repeat ? indexes.filter((index) => usedBefore.has(usable[index]!.id)) : [],
    );
    const take = (queue: ReturnType<typeof createCandidateQueue>, slot: Date) => {
      const at = slot.getTime();
      for (let index = queue.next(at); index !== undefined; index = queue.next(at)) {
        work.candidatesTried += 1;
        const post = usable[index]!;
        // Slots come in time order: a post expired at this slot is expired at every later one, and a
        // post the network refuses or with no text for it never becomes a candidate again.
        if (!isLibraryPostUsable(post, slot) || !suits(post, account)) continue;
        const text = textFor(post, account.socialMedia);
        if (text.message.trim() === '') continue;
        const heldUntil = window.heldUntil(vectorOf(text));
        if (heldUntil !== null) {
          queue.holdUntil(index, heldUntil + windowMs);
          continue;
        }
        return { index, post, text };
      }
      return null;
    };
    for (const slot of input.slots) {
      if (input.skip?.(account.id, slot)) continue;
      const at = slot.getTime();
      window.moveTo(at);
      const chosen = take(unused, slot) ?? take(used, slot);
      if (!chosen) {
        assignments.push({ at: slot, accountId: account.id, libraryPostId: null, message: '' });
        continue;
      }
      if (input.repeat) used.append(chosen.index);
      window.plan({ at, key: chosen.text.key, vector: vectorOf(chosen.text) });
      assignments.push({
        at: slot,
        accountId: account.id,
        libraryPostId: chosen.post.id,
        message: chosen.text.message,
      });
    }
  }
  return { assignments, work };
}
