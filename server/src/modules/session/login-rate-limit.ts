import { messages } from '@kairos/core';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { countFailedAttempts } from './session-repository';

/** Failed logins allowed in the window before the e-mail, or the address, has to wait. */
export const loginLimits = { windowMinutes: 15, perEmail: 5, perIp: 30 } as const;

/** Refuses a login attempt when the e-mail or the address failed too often in the window. */
export async function assertLoginAllowed(db: Executor, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - loginLimits.windowMinutes * 60_000);
  const failed = await countFailedAttempts(db, email, ip, since);
  if (failed.byEmail >= loginLimits.perEmail || failed.byIp >= loginLimits.perIp) {
    throw new AppError('RATE_LIMITED', messages.session.tooManyAttempts, {
      retryAfterSeconds: loginLimits.windowMinutes * 60,
    });
  }
}
