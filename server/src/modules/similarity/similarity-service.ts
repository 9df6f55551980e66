import { messages, type SimilarityCheckBody, type SimilarityResult } from '@kairos/core';
import type { Database } from '../../db/database';
import { validationFailed } from '../../errors/app-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { calendarAccounts } from '../posts/post-repository';
import type { AuthContext } from '../session/auth-context';
import { similarityOf } from './check-similarity';

export function createSimilarityService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** POST /api/similarity/check: what saving would find, without saving. */
  async function check(auth: AuthContext, body: SimilarityCheckBody): Promise<SimilarityResult> {
    await assertCalendarAccess(db, auth, body.calendarId, 'view');
    const accounts = await calendarAccounts(db, body.calendarId, body.accountIds);
    if (accounts.length !== new Set(body.accountIds).size) {
      throw validationFailed('body.accountIds', messages.accounts.alreadyDeleted);
    }
    return similarityOf(db, {
      calendarId: body.calendarId,
      message: body.message,
      accounts,
      at: body.postDate ? new Date(body.postDate) : now(),
      excludePostId: body.postId,
      libraryPostId: body.libraryPostId,
    });
  }

  return { check };
}

export type SimilarityService = ReturnType<typeof createSimilarityService>;
