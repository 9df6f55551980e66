import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailMessage } from '../../server/src/mail/mailer';
import { expectStatus, type Api } from './api-client';

/**
 * The mails the server wrote to MAIL_DIR (no SMTP: decision 0082's log mailer), read when asked,
 * oldest first: what `signUp` reads the confirmation link from.
 */
export function mailDirBox(mailDir: string): { readonly sent: MailMessage[] } {
  return {
    get sent() {
      let files: string[] = [];
      try {
        files = readdirSync(mailDir).sort();
      } catch {
        // no mail yet
      }
      return files.map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as MailMessage);
    },
  };
}

/** An image uploaded as the browser does (ask, PUT the bytes, complete): its media id. */
export async function uploadImage(
  api: Api,
  calendarId: string,
  name: string,
  bytes: Buffer,
): Promise<string> {
  const ticket = await expectStatus(
    api<{ uploadUrl: string; headers: Record<string, string>; uploadId: string }>(
      'POST',
      '/api/media/uploads',
      {
        calendarId,
        fileName: name,
        mimeType: 'image/jpeg',
        size: bytes.length,
      },
    ),
    201,
    'asking to upload',
  );
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: bytes,
  });
  if (put.status !== 204) throw new Error(`the upload's PUT answered ${put.status}: ${await put.text()}`);
  const done = await expectStatus(
    api<{ _id: string }>('POST', `/api/media/uploads/${ticket.body.uploadId}/complete`),
    200,
    'completing the upload',
  );
  return done.body._id;
}
