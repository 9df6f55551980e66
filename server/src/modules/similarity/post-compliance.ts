import type { PostBody } from '@kairos/core';
import type { Executor } from '../../db/database';
import type { AccountRow } from '../posts/post-repository';
import { assertNotSimilar } from './check-similarity';

/**
 * The compliance check of a post being created or edited: its text against the same accounts' posts
 * within 30 days before and after its time, and against the library (not the library post it comes
 * from). Drafts are not checked; they are when they are scheduled.
 */
export async function checkPostCompliance(
  db: Executor,
  input: { body: PostBody; accounts: readonly AccountRow[]; dueAt: Date | null; postId?: string },
): Promise<void> {
  const { body } = input;
  if (body.draft || input.dueAt === null) return;
  await assertNotSimilar(
    db,
    {
      calendarId: body.calendarId,
      message: body.message,
      accounts: input.accounts,
      at: input.dueAt,
      excludePostId: input.postId,
      libraryPostId: body.libraryPostId,
    },
    body.complianceEngineRules?.ignoreComplianceCheck ?? false,
  );
}
