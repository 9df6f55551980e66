import { messages, type ReferralBody } from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { AuthContext } from '../session/auth-context';
import { lockSender, recordReferral, referralsSince } from './referral-repository';
import { findUserById } from './user-repository';

/** Invitations one user may send in 24 hours: enough to tell friends, too few to spam with. */
export const referralsPerDay = 10;
const dayMs = 24 * 3600 * 1000;

export function referralMail(input: {
  to: string;
  from: string;
  friendName?: string;
  signupUrl: string;
}): MailMessage {
  const greeting = input.friendName ? `Hi ${input.friendName},` : 'Hi,';
  return {
    to: input.to,
    subject: `${input.from} invites you to try Kairos`,
    text: `${greeting}\n\n${input.from} plans and schedules their social media posts with Kairos and thought you might like it too. Have a look and sign up here:\n\n${input.signupUrl}\n\nYou got this e-mail because ${input.from} entered your address. We will not write to you again unless you sign up.\n`,
  };
}

/**
 * POST /api/user/send-referral-email (settings#referFriend): one invitation through the mailer. The
 * count of the last 24 hours is read and the send recorded under the user's row lock, so two
 * requests at once cannot pass the limit together.
 */
export async function sendReferral(
  deps: { db: Database; mailer: Mailer; config: Config; now: () => Date },
  auth: AuthContext,
  body: ReferralBody,
): Promise<{ message: string; remainingToday: number }> {
  const now = deps.now();
  const sender = await findUserById(deps.db, auth.userId);
  if (!sender) throw notFound();
  if (sender.email === body.email) throw validationFailed('body.email', messages.referral.notYourself);
  const sent = await deps.db.transaction(async (tx) => {
    await lockSender(tx, auth.userId);
    const count = await referralsSince(tx, auth.userId, new Date(now.getTime() - dayMs));
    if (count >= referralsPerDay)
      throw new AppError('RATE_LIMITED', messages.referral.dailyLimit(referralsPerDay), {
        retryAfterSeconds: 3600,
      });
    await recordReferral(tx, auth.userId, body.email, now);
    return count + 1;
  });
  await deps.mailer.send(
    referralMail({
      to: body.email,
      from: sender.name,
      friendName: body.friendName,
      signupUrl: `${deps.config.publicUrl}/signup`,
    }),
  );
  return { message: messages.referral.sent(body.email), remainingToday: referralsPerDay - sent };
}
