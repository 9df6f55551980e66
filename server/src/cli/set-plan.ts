// `npm run plan:set -- <email> <period_plan>`: the plan of a user's team on a self-hosted install.
// With the embedded database, stop the server first (one process holds its data directory).
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { setTeamPlan } from '../modules/billing/set-team-plan';

const [email, periodPlan] = process.argv.slice(2);
if (!email || !periodPlan) {
  console.error('Usage: npm run plan:set -- <email> <period_plan>   (e.g. annual_businessnew)');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await setTeamPlan(database.db, email, periodPlan);
  console.log(`The team of ${email} is now on ${periodPlan}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
