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

/** SMTP when SMTP_HOST is set; otherwise the mail is written to the log, so a local install still works. */
export function createMailer(config: Config, logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  if (!config.smtp) {
    return {
      async send(message) {
        logger.info({ mail: message }, `mail to ${message.to} (SMTP not configured): ${message.subject}`);
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
