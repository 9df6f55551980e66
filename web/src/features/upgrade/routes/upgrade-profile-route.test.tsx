import { messages, type BillingState } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { mockApi, errorBody } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { UpgradeProfileRoute } from './upgrade-profile-route';

const trialUser = testUser({
  subscription: {
    plan: 'basicnew',
    paymentPeriod: 'trial',
    expirationDate: '2099-01-01T00:00:00.000Z',
    paymentAmount: 0,
    paymentProviderData: { subscriptionId: null },
  },
});
const noSubscription: BillingState = {
  enabled: true,
  periodPlan: null,
  status: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2099-01-01T00:00:00.000Z',
  paymentFailed: false,
  trialDays: 12,
  supportEmail: 'support@kairos.test',
  pending: false,
};

function renderPage(user = trialUser, path = '/c1/upgrade-profile') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(<UpgradeProfileRoute />, {
    path,
    routePath: '/:calendarId/upgrade-profile',
    queryClient,
  });
}

const card = (name: string) => screen.getByRole('region', { name: `${name} plan` });

afterEach(() => vi.unstubAllGlobals());

describe('/upgrade-profile', () => {
  it('shows the plans side by side, the current one marked and the next one recommended', async () => {
    mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: noSubscription }),
    });
    renderPage();
    await within(await screen.findByRole('region', { name: 'Advanced plan' })).findByRole('button', {
      name: 'Start 12-day trial',
    });
    expect(within(card('Basic')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Advanced')).getByText('Recommended')).toBeInTheDocument();
    expect(within(card('Business')).queryByText('Recommended')).toBeNull();
    expect(within(card('Advanced')).getByText('$399.00')).toBeInTheDocument();
    expect(within(card('Advanced')).getByText('Save $69.00 a year')).toBeInTheDocument();
    expect(within(card('Advanced')).getByText('10')).toBeInTheDocument();
  });

  it('switches to monthly prices', async () => {
    mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: noSubscription }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByText('Monthly'));
    expect(within(card('Business')).getByText('$99.00')).toBeInTheDocument();
    expect(within(card('Business')).queryByText(/Save/)).toBeNull();
  });

  it('sends the user to Stripe Checkout for the chosen plan, with the discount code', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: noSubscription }),
      'GET /api/discount/check?code=SPRING25': () => ({
        body: { code: 'SPRING25', percentOff: 25, amountOff: null, duration: 'once', durationInMonths: null },
      }),
      'POST /api/billing/checkout': () => ({ body: { url: 'https://checkout.test/pay/cs_1' } }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Discount code'), 'SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(card('Advanced')).findByText('$299.25')).toBeInTheDocument();
    await user.click(within(card('Advanced')).getByRole('button', { name: 'Start 12-day trial' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.test/pay/cs_1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      periodPlan: 'annual_advancednew',
      calendarId: 'c1',
      discountCode: 'SPRING25',
    });
  });

  it('shows the message of a refused discount code', async () => {
    mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: noSubscription }),
      'GET /api/discount/check?code=NOPE': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.billing.invalidDiscount),
      }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Discount code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(messages.billing.invalidDiscount)).toBeInTheDocument();
  });

  it('changes plan after showing the prorated price', async () => {
    const subscribed = {
      ...noSubscription,
      periodPlan: 'monthly_basicnew',
      status: 'active' as const,
      trialDays: 0,
    };
    const payingUser = testUser({
      subscription: { ...trialUser.subscription!, paymentPeriod: 'monthly', paymentAmount: 9.9 },
    });
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: subscribed }),
      'POST /api/billing/change-preview': () => ({
        body: {
          periodPlan: 'monthly_businessnew',
          amountDue: 85.4,
          currency: 'usd',
          prorationDate: 1_800_000_000,
          nextAmount: 99,
        },
      }),
      'POST /api/billing/change': () => ({ body: { ...subscribed, pending: true } }),
    });
    const { user } = renderPage(payingUser);
    await user.click(await within(card('Business')).findByRole('button', { name: 'Change to this plan' }));
    expect(await screen.findByText('You pay $85.40 now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/billing/change')?.body).toEqual({
        periodPlan: 'monthly_businessnew',
        prorationDate: 1_800_000_000,
      }),
    );
    expect(within(card('Basic')).queryByRole('button')).toBeNull();
  });

  it('says billing is off on a self-hosted install, and offers no button', async () => {
    mockApi({
      'GET /api/user': () => ({ body: trialUser }),
      'GET /api/billing': () => ({ body: { ...noSubscription, enabled: false, trialDays: 0 } }),
    });
    renderPage();
    expect(await screen.findByText(messages.billing.off)).toBeInTheDocument();
    expect(within(card('Advanced')).queryByRole('button')).toBeNull();
  });

  it("marks the operator's plan (no end, nothing to pay) as current, not Basic as recommended", async () => {
    // What DEFAULT_PLAN and `npm run plan:set -- <email> annual_businessnew` give a team (decision 0100).
    const operatorPlan = testUser({
      subscription: {
        plan: 'businessnew',
        paymentPeriod: 'annual',
        expirationDate: null,
        paymentAmount: 0,
        paymentProviderData: { subscriptionId: null },
      },
    });
    mockApi({
      'GET /api/user': () => ({ body: operatorPlan }),
      'GET /api/billing': () => ({
        body: { ...noSubscription, enabled: false, trialDays: 0, currentPeriodEnd: null },
      }),
    });
    renderPage(operatorPlan);
    expect(await screen.findByText(messages.billing.off)).toBeInTheDocument();
    expect(within(card('Business')).getByText('Current plan')).toBeInTheDocument();
    expect(screen.queryByText('Recommended')).toBeNull();
    expect(
      screen.getByText('Your team is on the Business plan, set by the administrator of this installation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support by e-mail' })).toBeInTheDocument();
  });

  it('offers support by e-mail on the top plan', async () => {
    const top = { ...noSubscription, periodPlan: 'annual_businessnew', status: 'active' as const };
    mockApi({ 'GET /api/user': () => ({ body: trialUser }), 'GET /api/billing': () => ({ body: top }) });
    renderPage(
      testUser({
        subscription: { ...trialUser.subscription!, plan: 'businessnew', paymentPeriod: 'annual' },
      }),
    );
    const link = await screen.findByRole('link', { name: 'contact support by e-mail' });
    expect(link).toHaveAttribute('href', 'mailto:support@kairos.test');
  });
});
