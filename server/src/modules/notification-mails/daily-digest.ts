import {
  addDays,
  canViewCalendar,
  digestHour,
  postExcerpt,
  zonedDate,
  zonedDateTimeToInstant,
  zonedParts,
  zonedTime,
} from '@kairos/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import {
  claimDigestDay,
  digestReaders,
  postsBetween,
  readerCalendars,
  type DigestReader,
} from './digest-repository';

export interface DigestDeps {
  db: Executor;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** At most this many posts are listed; the mail says how many more there are and links the calendar. */
const listedPosts = 100;
const readersPerPage = 200;

/** Tomorrow in the reader's zone, once it is at least the digest hour there today; else null. */
export function digestDayFor(reader: Pick<DigestReader, 'timezone'>, now: Date): string | null {
  if (zonedParts(now, reader.timezone).hour < digestHour) return null;
  return addDays(zonedDate(now, reader.timezone), 1);
}

async function sendDigest(deps: DigestDeps, reader: DigestReader, day: string): Promise<boolean> {
  const { teamCalendars, access } = await readerCalendars(deps.db, reader);
  const actor = { role: reader.role, access: { calendars: access } };
  const visible = teamCalendars.filter((calendar) => canViewCalendar(actor, calendar.id));
  const from = zonedDateTimeToInstant(day, '00:00', reader.timezone);
  const to = zonedDateTimeToInstant(addDays(day, 1), '00:00', reader.timezone);
  const found = await postsBetween(
    deps.db,
    visible.map((calendar) => calendar.id),
    from,
    to,
    listedPosts,
  );
  // Nothing tomorrow: no mail (an empty digest every day teaches people to ignore it).
  if (found.total === 0) return false;
  const nameOf = new Map(visible.map((calendar) => [calendar.id, calendar.name]));
  const lines = found.posts.map(
    (post) =>
      `- ${zonedTime(post.postDate, reader.timezone)}  ${nameOf.get(post.calendarId) ?? ''}: ${postExcerpt(post.message, 100)}`,
  );
  const more = found.total - found.posts.length;
  const firstCalendar = found.posts[0]?.calendarId ?? '';
  await deps.mailer.send({
    to: reader.email,
    subject: `Tomorrow on Kairos: ${found.total} ${found.total === 1 ? 'post' : 'posts'}`,
    text: [
      `Hi ${reader.name},`,
      '',
      `What goes out tomorrow, ${day} (times in ${reader.timezone}):`,
      '',
      ...lines,
      ...(more > 0 ? ['', `And ${more} more.`] : []),
      '',
      `See them in the calendar: ${deps.config.publicUrl}/${encodeURIComponent(firstCalendar)}/calendar`,
      '',
      `Choose which e-mails you get: ${deps.config.publicUrl}/${encodeURIComponent(firstCalendar)}/settings#notifications`,
      '',
    ].join('\n'),
  });
  return true;
}

/**
 * One round of the daily digest (run hourly): everyone who asked for it and for whom it is past the
 * digest hour gets tomorrow's posts once, in their own zone. The day is taken before the mail is
 * sent, so a failure skips that day (logged) rather than risking two mails. Answers how many were mailed.
 */
export async function sendDailyDigests(deps: DigestDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  let afterId: string | null = null;
  for (;;) {
    const readers = await digestReaders(deps.db, afterId, readersPerPage);
    for (const reader of readers) {
      const day = digestDayFor(reader, now);
      if (day === null || (reader.digestSentFor !== null && reader.digestSentFor >= day)) continue;
      if (!(await claimDigestDay(deps.db, reader.id, day))) continue;
      try {
        if (await sendDigest(deps, reader, day)) sent += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, userId: reader.id },
          'daily digest: the mail failed; next one tomorrow',
        );
      }
    }
    if (readers.length < readersPerPage) return sent;
    afterId = readers.at(-1)?.id ?? null;
  }
}
