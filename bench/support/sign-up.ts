import type { MailMessage, Mailer } from '../../server/src/mail/mailer';

/** A mailer that keeps what the server sends, so a bench can open the sign-up link. */
export function keptMail(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}

/** Signs up through the API as a person does (the sign-up, then its mailed link); gives the session token. */
export async function signUp(
  base: string,
  mail: { sent: MailMessage[] },
  person: { name: string; email: string; password: string },
): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const asked = await fetch(`${base}/api/session/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(person),
  });
  if (asked.status !== 202) throw new Error(`sign-up answered ${asked.status}`);
  const text = mail.sent.filter((message) => message.to === person.email).at(-1)?.text ?? '';
  const token = decodeURIComponent(/signup\/confirm\?token=([\w%-]+)/.exec(text)?.[1] ?? '');
  const confirmed = await fetch(`${base}/api/session/confirm-registration`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 201) throw new Error(`confirming the sign-up answered ${confirmed.status}`);
  return ((await confirmed.json()) as { token: string }).token;
}
