import { spawn } from 'node:child_process';
import path from 'node:path';
import { connectTestNetwork } from '../../server/src/providers/test-network/control';
import { startTestNetwork, type TestNetworkControl } from '../../server/src/providers/test-network/server';
import { freePort } from '../../server/test/server-process';

export interface BenchNetwork extends TestNetworkControl {
  url: string;
  where: 'process' | 'in-process';
  close(): Promise<void>;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The fake test network answering after `latencyMs`: by default in its own process, as a real network
 * is not in the worker's process (in the same one it would spend the worker's CPU on the network's side
 * of every request); `in-process` to compare.
 */
export async function startBenchNetwork(
  latencyMs: number,
  where: BenchNetwork['where'],
): Promise<BenchNetwork> {
  if (where === 'in-process') {
    const fake = await startTestNetwork({ latencyMs });
    return { ...fake, where };
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/src/providers/test-network/run-test-network.ts', String(port)],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Test network at (\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    void exited.then(() => reject(new Error(`the fake network did not start:\n${output}`)));
  });
  const control = connectTestNetwork(url);
  await control.setLatency(latencyMs);
  return {
    ...control,
    url,
    where,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
