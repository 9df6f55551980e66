import type { SocialType } from '@kairos/core';
import type { Config } from '../config';
import type { Provider, ProviderRegistry } from './provider';
import { startTestNetwork } from './test-network/server';
import { createTestNetworkProvider } from './test-network/provider';
import { outdatedApiVersions } from './api-versions';
import { networkProviders, type ProviderStores } from './network-providers';

export interface RunningProviders {
  registry: ProviderRegistry;
  close(): Promise<void>;
}

/**
 * The networks this server offers. The test network only when TEST_NETWORK is on; without
 * TEST_NETWORK_URL its fake server runs inside this process (one process: `npm start`, demos, e2e).
 */
export async function startProviders(
  config: Pick<Config, 'testNetwork'>,
  logger: { info(message: string): void; warn(message: string): void } = console,
  env: Record<string, string | undefined> = process.env,
  stores: ProviderStores = {},
): Promise<RunningProviders> {
  // A retired API version fails every call: say so at start, not at the first post.
  for (const problem of outdatedApiVersions(env, new Date())) logger.warn(problem);
  const providers = new Map<SocialType, Provider>();
  // Every real network is listed; one without its client id and secret shows as not configured.
  for (const provider of networkProviders(env, stores)) providers.set(provider.socialMedia, provider);
  const closers: Array<() => Promise<void>> = [];

  if (config.testNetwork.enabled) {
    let baseUrl = config.testNetwork.baseUrl;
    if (!baseUrl) {
      const fake = await startTestNetwork();
      closers.push(() => fake.close());
      baseUrl = fake.url;
      logger.info(`Test network (fake, in-process) at ${baseUrl}; control it under ${baseUrl}/__control`);
    }
    providers.set('testNetwork', createTestNetworkProvider({ baseUrl }));
  }

  return {
    registry: providers,
    close: async () => {
      for (const close of closers) await close();
    },
  };
}
