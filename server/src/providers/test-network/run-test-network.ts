// `npx tsx server/src/providers/test-network/run-test-network.ts [port]`: the fake network on its own,
// for the e2e suite and for workers in other processes (give them TEST_NETWORK_URL).
import { startTestNetwork } from './server';

const port = Number(process.argv[2] ?? process.env.TEST_NETWORK_PORT ?? 4100);
const fake = await startTestNetwork({ port, host: process.env.TEST_NETWORK_HOST ?? '127.0.0.1' });
console.log(`Test network at ${fake.url} (control: POST ${fake.url}/__control/<command>)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
