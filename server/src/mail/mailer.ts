import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_HOST is set; otherwise the mail is written to the log (and to MAIL_DIR when set),
 * so a local install still works.
 */
export function createMailer(config: Config, logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  if (!config.smtp) {
    const { mailDir } = config;
    return {
      async send(message) {
        logger.info({ mail: message }, `mail to ${message.to} (SMTP not configured): ${message.subject}`);
        if (mailDir) {
          await mkdir(mailDir, { recursive: true });
          const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
          await writeFile(
            path.join(mailDir, file),
            JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
          );
        }
      },
    };
  }
  const { host, port, secure, user, password } = config.smtp;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
  };
}
