import { canViewCalendar } from '@kairos/core';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { findCandidates } from '../notifications/notification-repository';

export type MailPreference = 'emailOnFailedPublish' | 'emailOnReconnectNeeded';

export interface MailRecipient {
  id: string;
  email: string;
  name: string;
}

/**
 * Who is mailed: the people the in-app notification goes to (the author or whoever connected the
 * account, the owner and the admins, those who may see the calendar; decision 0018), minus those who
 * turned this e-mail off.
 */
export async function mailRecipients(
  db: Executor,
  input: { calendarId: string; personId: string | null; preference: MailPreference },
): Promise<MailRecipient[]> {
  const candidates = (await findCandidates(db, input.calendarId, input.personId)).filter((candidate) =>
    canViewCalendar(candidate, input.calendarId),
  );
  if (candidates.length === 0) return [];
  const wanted = await db
    .select({ id: users.id, wants: users[input.preference] })
    .from(users)
    .where(
      inArray(
        users.id,
        candidates.map((candidate) => candidate.id),
      ),
    );
  const wants = new Set(wanted.filter((row) => row.wants).map((row) => row.id));
  return candidates
    .filter((candidate) => wants.has(candidate.id))
    .map(({ id, email, name }) => ({ id, email, name }));
}
