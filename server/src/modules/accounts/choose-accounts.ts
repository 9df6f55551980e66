import {
  countGate,
  messages,
  networkGate,
  planLimits,
  toSocialType,
  type Account,
  type ConnectAttempt,
  type PlanLimits,
} from '@kairos/core';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { lockTeam } from '../calendars/calendar-repository';
import type { AuthContext } from '../session/auth-context';
import {
  countTeamAccounts,
  findAccountsByIds,
  findCalendarAccountsByExternalIds,
  upsertConnectedAccount,
} from './account-repository';
import { toAccount } from './account-view';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { openCandidates, tokensOf } from './connect-candidates';
import { deleteConnectAttempt, findConnectAttempt } from './connect-attempt-repository';
import type { ConnectDeps } from './connect-deps';
import type { Executor } from '../../db/database';
import { connectionValues } from './connection-values';
import { upgradeError } from '../team/upgrade-error';
import { accountActivity } from '../activity/activity-inputs';
import { recordActivity } from '../activity/activity-repository';

/** The caller's attempt with candidates to choose from; anyone else's, or a used one, is not found. */
async function openAttempt(
  deps: ConnectDeps,
  db: Executor,
  auth: AuthContext,
  attemptId: string,
  lock = false,
) {
  const attempt = await findConnectAttempt(db, attemptId, { lock });
  if (!attempt || attempt.userId !== auth.userId || !attempt.candidatesEncrypted) throw notFound();
  await assertCalendarAccess(db, auth, attempt.calendarId, 'edit');
  if (attempt.expiresAt <= deps.now()) throw new AppError('RULE_VIOLATION', messages.accounts.connectExpired);
  return { attempt, candidates: openCandidates(deps.cipher, attempt.candidatesEncrypted) };
}

/** GET /api/accounts/connect/{id}: what the network offered, without tokens. */
export async function getConnectAttempt(
  deps: ConnectDeps,
  auth: AuthContext,
  attemptId: string,
): Promise<ConnectAttempt> {
  const { attempt, candidates } = await openAttempt(deps, deps.db, auth, attemptId);
  const existing = await findCalendarAccountsByExternalIds(
    deps.db,
    attempt.calendarId,
    attempt.socialMedia,
    candidates.accounts.map((account) => account.externalId),
  );
  const connected = new Set(existing.map((account) => account.externalId));
  return {
    _id: attempt.id,
    calendarId: attempt.calendarId,
    socialMedia: attempt.socialMedia,
    expiresAt: attempt.expiresAt.toISOString(),
    candidates: candidates.accounts.map((account) => ({
      externalId: account.externalId,
      name: account.name,
      type: account.type,
      avatar: account.avatar,
      url: account.url,
      connected: connected.has(account.externalId),
    })),
  };
}

/**
 * POST /api/accounts/connect/{id}: stores the chosen candidates as accounts of the calendar. One
 * already connected is renewed, not duplicated; new ones count against the team's socialMediaAccounts
 * limit, checked under the team lock so two concurrent connects cannot both pass it.
 */
export async function chooseAccounts(
  deps: ConnectDeps,
  auth: AuthContext,
  attemptId: string,
  externalIds: string[],
): Promise<Account[]> {
  const ids = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.teamId);
    const { attempt, candidates } = await openAttempt(deps, tx, auth, attemptId, true);
    const chosen = [...new Set(externalIds)].map((externalId) => {
      const found = candidates.accounts.find((account) => account.externalId === externalId);
      if (!found) throw validationFailed('body.externalIds', messages.accounts.unknownCandidate);
      return found;
    });
    const existing = await findCalendarAccountsByExternalIds(
      tx,
      attempt.calendarId,
      attempt.socialMedia,
      chosen.map((account) => account.externalId),
    );
    const added = chosen.length - existing.length;
    const subscription = {
      plan: team.subscriptionPlan,
      expirationDate: team.subscriptionExpiresAt?.toISOString() ?? null,
    };
    const limits = planLimits(subscription, deps.now());
    if (added > 0) await assertRoomFor(tx, auth.teamId, attempt.socialMedia, added, limits);
    const stored: string[] = [];
    const known = new Set(existing.map((account) => account.externalId));
    for (const account of chosen) {
      const values = connectionValues(deps.cipher, {
        calendarId: attempt.calendarId,
        socialMedia: attempt.socialMedia,
        userId: auth.userId,
        account,
        tokens: tokensOf(candidates, account),
      });
      const id = await upsertConnectedAccount(tx, values, deps.now());
      stored.push(id);
      if (!known.has(account.externalId)) {
        const connected = {
          id,
          calendarId: attempt.calendarId,
          name: account.name,
          socialMedia: attempt.socialMedia,
        };
        await recordActivity(tx, [accountActivity('account.connected', auth, connected)]);
      }
    }
    await deleteConnectAttempt(tx, attempt.id);
    return stored;
  });
  const rows = await findAccountsByIds(deps.db, ids);
  return ids.flatMap((id) => rows.filter((row) => row.id === id)).map(toAccount);
}

/**
 * The plan's room for `added` new accounts of one network: the network itself (a plan may have lost it
 * since the connect started), the socialMediaAccounts seats, and for Pinterest its pinterestBoards.
 */
async function assertRoomFor(
  tx: Executor,
  teamId: string,
  socialMedia: string,
  added: number,
  limits: PlanLimits,
): Promise<void> {
  const network = toSocialType(socialMedia);
  const refused = network ? networkGate(limits, network) : null;
  if (refused) throw upgradeError(refused);
  const seats = countGate(limits, 'socialMediaAccounts', (await countTeamAccounts(tx, teamId)) + added - 1);
  if (seats) throw upgradeError(seats);
  if (socialMedia !== 'pinterest') return;
  const boards = countGate(
    limits,
    'pinterestBoards',
    (await countTeamAccounts(tx, teamId, socialMedia)) + added - 1,
  );
  if (boards) throw upgradeError(boards);
}
