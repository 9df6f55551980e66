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
  /** One of the network's connections, where it has several (LinkedIn profile, LinkedIn pages). */
  connection?: string;
  /** The server marks it beta: its API is not yet checked against the network's own reference. */
  beta: boolean;
}

/** A row's identity in the list and while its connect is on its way. */
export const optionKey = (option: Pick<NetworkOption, 'socialMedia' | 'connection'>) =>
  option.connection ? `${option.socialMedia}:${option.connection}` : option.socialMedia;

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
    .flatMap((socialMedia): NetworkOption[] => {
      const served = byType.get(socialMedia);
      const option: NetworkOption = {
        socialMedia,
        name: served?.displayName ?? networkTable[socialMedia].name,
        planGate: networkTable[socialMedia].planGate,
        configured: served?.configured ?? false,
        connectMethod: connectMethodOf(socialMedia),
        beta: served?.beta ?? false,
      };
      if (!served?.connections) return [option];
      return served.connections.map((connection) => ({
        ...option,
        name: connection.name,
        configured: connection.configured,
        connection: connection.id,
      }));
    });
}
