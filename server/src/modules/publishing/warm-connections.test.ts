import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { SocialType } from '@kairos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishingAccount } from '../accounts/account-tokens';
import type { Provider } from '../../providers/provider';
import { createTestNetworkProvider } from '../../providers/test-network/provider';
import { createNetworkSlots } from './network-slots';
import { warmConnections } from './warm-connections';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server that counts the connections opened to it. */
async function countingServer(): Promise<{ url: string; connections: () => number }> {
  const sockets: Socket[] = [];
  const server = createServer((_request, response) => response.end('{}'));
  server.on('connection', (socket: Socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.length,
  };
}

function account(id: string, overrides: Partial<PublishingAccount> = {}): PublishingAccount {
  return {
    id,
    calendarId: 'c',
    socialMedia: 'testNetwork',
    type: 'personal',
    name: id,
    externalId: id,
    metadata: {},
    disabled: false,
    tokenExpired: false,
    hootsuiteId: null,
    parentAccountId: null,
    tokens: { accessToken: 't', refreshToken: null, expiresAt: null },
    ...overrides,
  };
}

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('warming connections ahead of a burst', () => {
  it("opens one connection a send, up to the network's slots", async () => {
    const network = await countingServer();
    const providers = new Map<SocialType, Provider>([
      ['testNetwork', createTestNetworkProvider({ baseUrl: network.url })],
    ]);
    const reads = {
      posts: new Map(),
      accounts: new Map([
        ['a', account('a')],
        ['b', account('b')],
      ]),
      sendsByAccount: new Map([
        ['a', 3],
        ['b', 2],
      ]),
    };
    warmConnections(
      { providers, logger },
      reads,
      createNetworkSlots(() => 4),
    );
    await vi.waitFor(() => expect(network.connections()).toBe(4));
    // Asked again for the same burst, it opens nothing more.
    warmConnections(
      { providers, logger },
      reads,
      createNetworkSlots(() => 4),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.connections()).toBe(4);
  });

  it('leaves out accounts that will not send and networks that name no origin', async () => {
    const network = await countingServer();
    const silent: Provider = {
      ...createTestNetworkProvider({ baseUrl: network.url }),
      publishOrigins: undefined,
    };
    const reads = {
      posts: new Map(),
      accounts: new Map([
        ['off', account('off', { disabled: true })],
        ['expired', account('expired', { tokenExpired: true })],
      ]),
      sendsByAccount: new Map([
        ['off', 5],
        ['expired', 5],
        ['unknown', 5],
      ]),
    };
    const providers = new Map<SocialType, Provider>([
      ['testNetwork', createTestNetworkProvider({ baseUrl: network.url })],
    ]);
    warmConnections(
      { providers, logger },
      reads,
      createNetworkSlots(() => 10),
    );
    const active = {
      ...reads,
      accounts: new Map([['on', account('on')]]),
      sendsByAccount: new Map([['on', 5]]),
    };
    warmConnections(
      { providers: new Map([['testNetwork', silent]]), logger },
      active,
      createNetworkSlots(() => 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.connections()).toBe(0);
  });
});
