import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the server wrote to MAIL_DIR (see playwright.config.ts), newest last. */
function sentMails(): SentMail[] {
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as SentMail);
}

/** Waits for the newest mail to `to` holding a link to `page` and returns that link. */
async function linkSentTo(to: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}\\?token=[\\w%-]+`);
  let link = '';
  await expect
    .poll(() => {
      const mail = sentMails()
        .filter((entry) => entry.to === to && pattern.test(entry.text))
        .at(-1);
      link = pattern.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The /create-new-password link of the newest recovery mail to `to`. */
export const passwordLinkSentTo = (to: string) => linkSentTo(to, 'create-new-password');

/** The /accept-invitation link of the newest invitation mail to `to`. */
export const invitationLinkSentTo = (to: string) => linkSentTo(to, 'accept-invitation');

/** The /signup/confirm link of the newest sign-up mail to `to`. */
export const signupLinkSentTo = (to: string) => linkSentTo(to, 'signup/confirm');
