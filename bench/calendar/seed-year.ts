import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { accounts } from '../../server/src/db/schema';
import { seedPosts } from '../../server/test/seed-posts';

export interface SeededYear {
  accountIds: string[];
  /** The busy month: its first instant and the next month's (UTC). */
  month: { start: Date; end: Date };
}

const networks = ['testNetwork', 'twitter', 'linkedin', 'facebook'] as const;

/**
 * A year of one calendar, the fast way (SQL through the server's own database module): `monthPosts`
 * posts in one month, the rest of `total` over the other eleven, 1 to 3 targets each, and `drafts`
 * drafts; then ANALYZE, as a server that has run for a while would have.
 */
export async function seedYear(
  db: Database,
  input: { calendarId: string; accounts: number; total: number; monthPosts: number; drafts: number },
): Promise<SeededYear> {
  const rows = await db
    .insert(accounts)
    .values(
      Array.from({ length: input.accounts }, (_, index) => ({
        calendarId: input.calendarId,
        socialMedia: networks[index % networks.length]!,
        name: `Account ${index + 1}`,
        externalId: `bench-${index}`,
      })),
    )
    .returning();
  const accountIds = rows.map((row) => row.id);
  const year = new Date().getUTCFullYear() + 1;
  const at = (month: number) => new Date(Date.UTC(year, month, 1));
  // The busy month is November; January to October and December share the rest.
  const month = { start: at(10), end: at(11) };
  const rest = input.total - input.monthPosts;
  const before = Math.round((rest * 10) / 11);
  const seed = (count: number, start: Date, end: Date, draftEvery = 0) =>
    seedPosts(db, { calendarId: input.calendarId, accountIds, count, start, end, draftEvery });
  await seed(before, at(0), month.start);
  await seed(input.monthPosts, month.start, new Date(month.end.getTime() - 60_000));
  await seed(rest - before, month.end, at(12));
  await seed(input.drafts, at(0), at(12), 1);
  await db.execute(sql`analyze`);
  return { accountIds, month };
}
