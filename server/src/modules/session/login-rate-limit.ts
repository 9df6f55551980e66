import { describeWait, loginThrottle, loginWaitSeconds, messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { hasSignedInFrom, recentFailures } from './session-repository';

/** How far back an address counts as known for an account (its sessions' addresses). */
const knownAddressDays = 30;

/**
 * Refuses a login attempt that comes too soon after failures (core's loginThrottle): per e-mail, and
 * per address for e-mails that never signed in from it. So a stranger's guesses slow the account
 * down but never lock its owner out, and failures behind one address (an office, a proxy without
 * TRUST_PROXY) do not stop its known users. Retry-After says how long is really left.
 */
export async function assertLoginAllowed(db: Executor, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - loginThrottle.windowMinutes * 60_000);
  const failures = await recentFailures(db, email, ip, since);
  let wait = loginWaitSeconds(failures.byEmail, loginThrottle.perAccount, now);
  const addressWait = loginWaitSeconds(failures.byIp, loginThrottle.perAddress, now);
  if (addressWait > wait) {
    const knownSince = new Date(now.getTime() - knownAddressDays * 24 * 3600_000);
    if (!(await hasSignedInFrom(db, email, ip, knownSince))) wait = addressWait;
  }
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', messages.session.tooManyAttempts(describeWait(wait)), {
      retryAfterSeconds: wait,
    });
  }
}
