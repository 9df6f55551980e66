/**
 * How login failures slow the next attempt (OWASP's Authentication Cheat Sheet: throttle rather than
 * lock, so an attacker cannot lock the owner out). Past a threshold of failures in the window, each
 * further attempt waits a delay that doubles with every failure, up to a cap; once it has passed, one
 * attempt is checked, and the right password gets in. Counted per account (e-mail) for clients that
 * bring no device cookie, per device cookie for those that do (OWASP's "Slow Down Online Guessing
 * Attacks with Device Cookies": a known device is judged by its own failures), and per address.
 */
export const loginThrottle = {
  windowMinutes: 15,
  /**
   * The account's window is longer than the cap several times over, so that the delay holds at the
   * cap under a steady attack (with a 15-minute window the old failures left it before the cap was
   * reached, and it fell back to no delay): about four guesses an hour per account (decision 0143).
   */
  accountWindowMinutes: 120,
  /** Failures of one e-mail from clients without a device cookie before they are spaced out. */
  perAccount: 5,
  /** Failures with one device cookie before that device alone is spaced out. */
  perDevice: 5,
  /** Failures from one address before attempts from it are spaced out (except its known users). */
  perAddress: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
} as const;

export interface RecentFailures {
  /** Failures in the window. */
  count: number;
  /** The newest of them, or null when there are none. */
  last: Date | null;
}

/** Seconds still to wait before the next attempt may be checked; 0 when it may be checked now. */
export function loginWaitSeconds(failures: RecentFailures, threshold: number, now: Date): number {
  if (failures.count < threshold || failures.last === null) return 0;
  const delay = Math.min(
    loginThrottle.firstDelaySeconds * 2 ** (failures.count - threshold),
    loginThrottle.maxDelaySeconds,
  );
  const waited = (now.getTime() - failures.last.getTime()) / 1000;
  return Math.max(0, Math.ceil(delay - waited));
}

/** "30 seconds", "1 minute", "15 minutes": the wait as the message says it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
