import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from './harness';
import { campaignBody } from './team-world';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('a campaign and TikTok', () => {
  it('takes a TikTok account only on a reminder: nobody is there to choose each post’s privacy', async () => {
    const owner = await registerOwner(server, 'Tok');
    const [network, tiktok] = await server.database.db
      .insert(accounts)
      .values(
        (['testNetwork', 'tiktok'] as const).map((socialMedia) => ({
          calendarId: owner.calendarId,
          socialMedia,
          name: socialMedia === 'tiktok' ? 'Kairos Kitchen' : 'Kairos Test',
          externalId: `${socialMedia}-${Math.random()}`,
        })),
      )
      .returning();
    const category = await server.api('POST', '/api/categories', {
      token: owner.token,
      body: { calendarId: owner.calendarId, title: 'Tips' },
    });
    await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        message: 'Fresh beans on Fridays',
        categories: [category.body._id],
      },
    });
    const world = {
      calendarId: owner.calendarId,
      accountIds: [network!.id, tiktok!.id],
      categoryIds: [category.body._id as string],
    };
    const body = { ...campaignBody(server, world, 'With TikTok'), accountIds: world.accountIds };
    const refused = await server.api('POST', '/api/campaigns', { token: owner.token, body });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(messages.tiktok.notInCampaigns('Kairos Kitchen'));

    const reminded = await server.api('POST', '/api/campaigns', {
      token: owner.token,
      body: { ...body, accountsMetadata: [{ accountId: tiktok!.id, feedReminder: true }] },
    });
    expect(reminded.status).toBe(201);
  });
});
