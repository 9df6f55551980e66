// `npm run seed`: a demo team to look around with. Safe to run twice: it stops if the demo exists.
import pino from 'pino';
import { loadConfig } from './config';
import { createTokenCipher, loadEncryptionKey } from './crypto/token-cipher';
import { openDatabase } from './db/open-database';
import { createServices } from './http/services';
import { createMailer } from './mail/mailer';
import { hashPassword } from './modules/session/passwords';
import { findUserByEmail, updateUser } from './modules/users/user-repository';

const demo = { name: 'Demo Owner', email: 'demo@kairos.local', password: 'kairos demo 1' };
const members = [
  { name: 'Avery Admin', email: 'admin@kairos.local', role: 'admin' },
  { name: 'Eli Editor', email: 'editor@kairos.local', role: 'editor' },
  { name: 'Vic Viewer', email: 'viewer@kairos.local', role: 'viewer' },
] as const;

const config = loadConfig();
const logger = pino({ level: 'warn' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (await findUserByEmail(database.db, demo.email)) {
    console.log(`The demo team exists already: log in as ${demo.email} / ${demo.password}`);
  } else {
    const services = createServices({
      config,
      database,
      mailer: createMailer(config, logger),
      queue: null,
      providers: new Map(),
      cipher: createTokenCipher(loadEncryptionKey(config)),
      now: () => new Date(),
    });
    const owner = await services.sessions.createConfirmedAccount(demo, {
      ip: '127.0.0.1',
      userAgent: 'seed',
    });
    const auth = await services.sessions.authenticate(owner.token);
    if (!auth) throw new Error('the demo session did not start');
    await services.users.updateSettings(auth, { timezone: 'Europe/London' });
    const [first] = await services.calendars.list(auth);
    if (first) await services.calendars.rename(auth, first._id, 'Acme Coffee');
    const second = await services.calendars.create(auth, 'Blue Bakery');
    for (const member of members) {
      const invited = await services.invitations.invite(auth, { ...member, calendars: [second._id] });
      await updateUser(database.db, invited._id, { passwordHash: await hashPassword(demo.password) });
    }
    console.log(`Demo team ready. Log in as ${demo.email} / ${demo.password}`);
    console.log(`Members (same password): ${members.map((member) => member.email).join(', ')}`);
  }
} finally {
  await database.close();
}
