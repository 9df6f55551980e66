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

/** Waits for the newest mail to `to` and returns the /create-new-password link in it. */
export async function passwordLinkSentTo(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = sentMails()
        .filter((entry) => entry.to === to)
        .at(-1);
      link = /https?:\/\/\S+\/create-new-password\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
