import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('mailer without SMTP', () => {
  it('logs every mail and writes it to MAIL_DIR when set', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'kairos-mail-'));
    dirs.push(mailDir);
    const logged: unknown[] = [];
    const mailer = createMailer(loadConfig({ MAIL_DIR: mailDir }), {
      info: (...args: unknown[]) => void logged.push(args),
    });
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Body' });
    expect(logged).toHaveLength(1);
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(mailDir, files[0] ?? ''), 'utf8'))).toMatchObject({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Body',
    });
  });

  it('only logs when MAIL_DIR is not set', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer(loadConfig({}), { info: (...args: unknown[]) => void logged.push(args) });
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Body' });
    expect(logged).toHaveLength(1);
  });
});
