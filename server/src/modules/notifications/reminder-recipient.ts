import { canViewCalendar } from '@kairos/core';
import type { Executor } from '../../db/database';
import { findCandidates } from './notification-repository';

/**
 * Who gets a reminder's e-mail: the person who wrote the post, who is the one to publish it from the
 * phone; the team's owner when the author left or lost the calendar.
 */
export async function findReminderRecipient(
  db: Executor,
  input: { calendarId: string; authorId: string | null },
): Promise<{ email: string; name: string } | null> {
  const candidates = await findCandidates(db, input.calendarId, input.authorId);
  const author = candidates.find(
    (candidate) => candidate.id === input.authorId && canViewCalendar(candidate, input.calendarId),
  );
  const chosen = author ?? candidates.find((candidate) => candidate.role === null);
  return chosen ? { email: chosen.email, name: chosen.name } : null;
}
