import {
  accountChoice,
  addDays,
  isPostAccepted,
  messages,
  networkTable,
  pendingConfirmations,
  planLimits,
  scheduledInstant,
  toSocialType,
  validatePost,
  zonedDate,
  zonedDateTimeToInstant,
  type PostAccount,
  type PostBody,
} from '@kairos/core';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { accountCommentsAllowed, accountTextLimit } from '../accounts/account-view';
import { accountHolds } from '../team/account-holds';
import { subscriptionOf } from '../team/subscription-of';
import { upgradeError } from '../team/upgrade-error';
import { findUserById } from '../users/user-repository';
import type { AuthContext } from '../session/auth-context';
import { calendarAccounts, countAccountPostsBetween, type AccountRow } from './post-repository';

export interface CheckedPost {
  accounts: AccountRow[];
  timeZone: string;
  /** When the targets are due: now for 'now', the instant in the user's zone for 'schedule'; null for drafts. */
  dueAt: Date | null;
}

/**
 * The server side of the composer: the same core rules, with the calendar's real accounts, the
 * team's plan and the user's time zone. Errors answer 422 with the spec's message (403 with the
 * upgrade reason when a better plan lifts them); unanswered warnings answer CONFIRMATION_REQUIRED.
 */
export async function checkPost(
  db: Executor,
  auth: AuthContext,
  body: PostBody,
  now: Date,
): Promise<CheckedPost> {
  const accounts = await calendarAccounts(db, body.calendarId, body.accountIds);
  if (accounts.length !== new Set(body.accountIds).size) {
    throw new AppError('VALIDATION_FAILED', messages.accounts.alreadyDeleted, {
      details: [{ path: 'body.accountIds', message: messages.accounts.alreadyDeleted }],
    });
  }
  const user = await findUserById(db, auth.userId);
  const timeZone = user?.timezone ?? 'UTC';
  const postAccounts: PostAccount[] = accounts.map((account) => ({
    _id: account.id,
    socialMedia: toSocialType(account.socialMedia) ?? 'testNetwork',
    type: account.type,
    name: account.name,
    textLimit: accountTextLimit(account.metadata),
    commentsAllowed: accountCommentsAllowed(account.socialMedia, account.metadata),
  }));
  if (!body.draft) {
    assertSelectable(accounts);
    // Decision 0101: an account the plan no longer covers keeps its posts, but takes no new ones.
    const holds = await accountHolds(db, body.accountIds, now);
    const held = accounts.map((account) => holds.get(account.id)).find((hold) => hold !== undefined);
    if (held) throw upgradeError(held, 'body.accountIds');
  }
  const dueAt = body.draft
    ? null
    : body.timing.mode === 'now'
      ? now
      : scheduledInstant(body.timing, timeZone);
  const dayOf = dueAt ?? now;
  const dayStart = zonedDateTimeToInstant(zonedDate(dayOf, timeZone), '00:00', timeZone);
  const dayEnd = zonedDateTimeToInstant(addDays(zonedDate(dayOf, timeZone), 1), '00:00', timeZone);
  const today = await countAccountPostsBetween(db, body.accountIds, dayStart, dayEnd);
  const findings = validatePost(body, {
    now,
    timeZone,
    accounts: postAccounts,
    limits: planLimits(await subscriptionOf(db, auth.teamId), now),
    postsToday: (accountId) => today.get(accountId) ?? 0,
  });
  const [firstError] = findings.errors;
  if (firstError) {
    const details = findings.errors.map((error) => ({
      path: error.socialMedia ?? 'body',
      message: error.message,
    }));
    if (firstError.upgrade) {
      throw new AppError('PLAN_LIMIT', firstError.message, { reason: firstError.upgrade.reason, details });
    }
    throw new AppError('VALIDATION_FAILED', firstError.message, { details });
  }
  if (!isPostAccepted(findings, body.confirmed)) {
    const pending = pendingConfirmations(findings, body.confirmed);
    throw new AppError('CONFIRMATION_REQUIRED', pending[0]?.message ?? '', {
      details: pending.map((confirmation) => ({ path: confirmation.kind, message: confirmation.message })),
    });
  }
  return { accounts, timeZone, dueAt };
}

/** Section 6: expired accounts without a parent, and disabled Facebook or LinkedIn ones, cannot be chosen. */
function assertSelectable(accounts: readonly AccountRow[]): void {
  for (const account of accounts) {
    const socialMedia = toSocialType(account.socialMedia);
    if (!socialMedia || !(socialMedia in networkTable)) continue;
    const choice = accountChoice({
      _id: account.id,
      socialMedia,
      tokenExpired: account.tokenExpired,
      disabled: account.disabled,
      parentAccountId: account.parentAccountId,
      hootsuiteId: account.hootsuiteId,
    });
    if (!choice.selectable || !choice.listed) {
      const message = account.tokenExpired
        ? messages.calendars.expiredAccounts
        : messages.publishing.accountDisabled;
      throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'body.accountIds', message }] });
    }
  }
}
