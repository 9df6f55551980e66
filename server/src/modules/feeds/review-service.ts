import { feedMessages } from '@kairos/core';
import type { Database } from '../../db/database';
import { notFound, validationFailed } from '../../errors/app-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { deleteLibraryPost, findLibraryPost, updateLibraryPostFlags } from '../library/library-repository';
import type { AuthContext } from '../session/auth-context';
import { markItemRejected } from './feed-repository';

/**
 * Approve / Reject of the posts a feed brought (pending). Approved posts are ordinary library posts,
 * which campaigns take; a rejected one is deleted, and its feed item remembers it so the feed never
 * brings it again.
 */
export function createReviewService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function loadPending(auth: AuthContext, id: string) {
    const row = await findLibraryPost(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, 'edit');
    if (!row.pending) throw validationFailed('id', feedMessages.notPending);
    return row;
  }

  async function approve(auth: AuthContext, id: string): Promise<void> {
    await loadPending(auth, id);
    await updateLibraryPostFlags(db, id, { pending: false, rejected: false, updatedAt: now() });
  }

  async function reject(auth: AuthContext, id: string): Promise<void> {
    await loadPending(auth, id);
    await db.transaction(async (tx) => {
      await markItemRejected(tx, id);
      await deleteLibraryPost(tx, id);
    });
  }

  return { approve, reject };
}

export type ReviewService = ReturnType<typeof createReviewService>;
