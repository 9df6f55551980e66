import type { MailMessage } from './mailer';

/**
 * Told once when logins to an account from new devices start being slowed down (decision 0143): in
 * the plain words of the product's other mails, what happened, that the owner's own browsers are not
 * affected, and what to do.
 */
export function loginAlertMail(user: { email: string; name: string }, publicUrl: string): MailMessage {
  return {
    to: user.email,
    subject: 'Someone is trying to log in to your Kairos account',
    text: `Hi ${user.name},\n\nSomeone, maybe you, typed a wrong password for your Kairos account several times. To keep your account safe, logins from devices you have not used with Kairos now wait a little before each try.\n\nOn a browser where you have logged in before, you can log in as usual.\n\nIf it was not you, your account is safe as long as your password is. To choose a new one, open ${publicUrl}/forgot-password.\n`,
  };
}
