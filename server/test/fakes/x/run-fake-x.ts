// `npx tsx server/test/fakes/x/run-fake-x.ts [port]`: X's fake on its own, for the e2e suite. The
// server under test points X_API_BASE and X_AUTH_BASE at it; GET /__control/tweets lists what it got.
import { startFakeX } from './fake-server';

const port = Number(process.argv[2] ?? process.env.FAKE_X_PORT ?? 4200);
const fake = await startFakeX({ port, control: true });
console.log(`Fake X at ${fake.url} (received tweets: GET ${fake.url}/__control/tweets)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
