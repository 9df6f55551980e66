import { describeWait, loginThrottle, loginWaitSeconds, messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { hasSignedInFrom, recentDeviceFailures, recentFailures } from './session-repository';

/** How far back an address counts as known for an account (its sessions' addresses). */
const knownAddressDays = 30;

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Refuses a login attempt that comes too soon after failures (core's loginThrottle). A client with a
 * valid device cookie for the account is judged by that cookie's own failures only, so a stranger's
 * guesses never hold back a browser the owner has logged in from (decision 0143). Other clients wait
 * by the account's failures from clients like them, and by their address's failures unless the
 * account signed in from that address lately. Retry-After says how long is really left.
 */
export async function assertLoginAllowed(
  db: Executor,
  attempt: { email: string; ip: string; device: string | null },
  now: Date,
): Promise<void> {
  let wait: number;
  if (attempt.device !== null) {
    const since = minutesBefore(now, loginThrottle.accountWindowMinutes);
    const failures = await recentDeviceFailures(db, attempt.device, since);
    wait = loginWaitSeconds(failures, loginThrottle.perDevice, now);
  } else {
    const failures = await untrustedFailures(db, attempt.email, attempt.ip, now);
    wait = loginWaitSeconds(failures.byEmail, loginThrottle.perAccount, now);
    const addressWait = loginWaitSeconds(failures.byIp, loginThrottle.perAddress, now);
    if (addressWait > wait) {
      const knownSince = new Date(now.getTime() - knownAddressDays * 24 * 3600_000);
      if (!(await hasSignedInFrom(db, attempt.email, attempt.ip, knownSince))) wait = addressWait;
    }
  }
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', messages.session.tooManyAttempts(describeWait(wait)), {
      retryAfterSeconds: wait,
    });
  }
}

/** The failures that slow down clients without a device cookie: the account's and the address's. */
export function untrustedFailures(db: Executor, email: string, ip: string, now: Date) {
  return recentFailures(db, email, ip, {
    account: minutesBefore(now, loginThrottle.accountWindowMinutes),
    address: minutesBefore(now, loginThrottle.windowMinutes),
  });
}
