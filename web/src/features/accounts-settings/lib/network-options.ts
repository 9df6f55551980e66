import { type Network, networkTable, type PlanGate, type SocialType, socialTypes } from '@kairos/core';

/** How a network signs in: OAuth redirect, OAuth on a server the user names, or an app password. */
export type ConnectMethod = 'oauth' | 'instance' | 'credentials';

export interface NetworkOption {
  socialMedia: SocialType;
  name: string;
  planGate: PlanGate;
  /** The server has a provider and its credentials for this network. */
  configured: boolean;
  connectMethod: ConnectMethod;
}

const connectMethods: Partial<Record<SocialType, ConnectMethod>> = {
  mastodon: 'instance',
  bluesky: 'credentials',
};

export function connectMethodOf(socialMedia: SocialType): ConnectMethod {
  return connectMethods[socialMedia] ?? 'oauth';
}

/**
 * Every network of the spec, in its order, whether or not this server can connect it yet: the ones it
 * cannot show as not configured. The test network is listed only when the server switches it on.
 */
export function networkOptions(serverNetworks: readonly Network[]): NetworkOption[] {
  const byType = new Map(serverNetworks.map((network) => [network.socialMedia, network]));
  return socialTypes
    .filter((socialMedia) => socialMedia !== 'testNetwork' || byType.has(socialMedia))
    .map((socialMedia) => {
      const served = byType.get(socialMedia);
      return {
        socialMedia,
        name: served?.displayName ?? networkTable[socialMedia].name,
        planGate: networkTable[socialMedia].planGate,
        configured: served?.configured ?? false,
        connectMethod: connectMethodOf(socialMedia),
      };
    });
}
