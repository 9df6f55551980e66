import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEFAULT_PLAN: 'annual_advancednew' } });
});
afterAll(async () => server.close());

describe('a self-hosted install without STRIPE_SECRET_KEY', () => {
  it('gives every new team DEFAULT_PLAN, without end and without payment', async () => {
    const owner = await registerOwner(server);
    const user = (await server.api('GET', '/api/user', { token: owner.token })).body;
    expect(user.subscription).toMatchObject({
      plan: 'advancednew',
      paymentPeriod: 'annual',
      expirationDate: null,
      paymentAmount: 0,
    });
    const limits = (await server.api('GET', '/api/limits', { token: owner.token })).body.limits;
    expect(limits.calendars).toBe(10);
  });

  it('says billing is off, and refuses every billing action with that message', async () => {
    const owner = await registerOwner(server);
    const state = await server.api('GET', '/api/billing', { token: owner.token });
    expect(state.body).toMatchObject({ enabled: false, trialDays: 0, periodPlan: null });
    const checkout = await server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'monthly_basicnew', calendarId: owner.calendarId },
    });
    expect(checkout.status).toBe(422);
    expect(checkout.body.error.message).toBe(messages.billing.off);
    for (const path of ['/api/user/billing-information-link', '/api/discount/check?code=ABC']) {
      const reply = await server.api('GET', path, { token: owner.token });
      expect(reply.body.error.message).toBe(messages.billing.off);
    }
    const webhook = await fetch(`${server.baseUrl}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(422);
  });

  it('changes a team’s plan with npm run plan:set', async () => {
    const owner = await registerOwner(server);
    await setTeamPlan(server.database.db, owner.email, 'monthly_businessnew');
    const user = (await server.api('GET', '/api/user', { token: owner.token })).body;
    expect(user.subscription).toMatchObject({
      plan: 'businessnew',
      paymentPeriod: 'monthly',
      expirationDate: null,
    });
    await expect(setTeamPlan(server.database.db, owner.email, 'weekly_gold')).rejects.toThrow(/period_plan/);
    await expect(setTeamPlan(server.database.db, 'nobody@example.com', 'monthly_basicnew')).rejects.toThrow(
      /No user/,
    );
  });

  it('refuses a DEFAULT_PLAN that is no plan, at start', async () => {
    await expect(startTestServer({ env: { DEFAULT_PLAN: 'annual_gold' } })).rejects.toThrow(/DEFAULT_PLAN/);
  });
});
