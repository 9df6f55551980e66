import { messages, type BillingState } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SubscriptionPanel } from './subscription-panel';

const active: BillingState = {
  enabled: true,
  periodPlan: 'monthly_advancednew',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2030-03-10T12:00:00.000Z',
  paymentFailed: false,
  trialDays: 0,
  supportEmail: null,
  pending: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionPanel', () => {
  it('cancels at the end of the period after a confirmation', async () => {
    const { calls } = mockApi({ 'POST /api/billing/cancel': () => ({ body: { ...active, pending: true } }) });
    const { user } = renderWithProviders(<SubscriptionPanel state={active} calendarId="c1" />);
    expect(screen.getByText('Renews on March 10, 2030.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/billing/cancel')).toBe(true));
  });

  it('reactivates a cancelled subscription', async () => {
    const { calls } = mockApi({ 'POST /api/billing/reactivate': () => ({ body: active }) });
    const cancelled = { ...active, cancelAtPeriodEnd: true };
    const { user } = renderWithProviders(<SubscriptionPanel state={cancelled} calendarId="c1" />);
    expect(screen.getByText(messages.billing.cancelScheduled('March 10, 2030'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/billing/reactivate')).toBe(true));
  });

  it('says when a trial ends, where a paid plan says when it renews', () => {
    mockApi({});
    renderWithProviders(<SubscriptionPanel state={{ ...active, status: 'trialing' }} calendarId="c1" />);
    expect(screen.getByText('Trial ends on March 10, 2030.')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('shows the notice of a declined payment', () => {
    mockApi({});
    renderWithProviders(
      <SubscriptionPanel state={{ ...active, status: 'past_due', paymentFailed: true }} calendarId="c1" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.billing.paymentFailed('March 10, 2030'));
  });

  it('opens the billing information in a new tab, once for clicks within a second', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { calls } = mockApi({
      'GET /api/user/billing-information-link?calendarId=c1': () => ({
        body: { link: 'https://portal.test/s1' },
      }),
    });
    const { user } = renderWithProviders(<SubscriptionPanel state={active} calendarId="c1" />);
    const button = screen.getByRole('button', { name: 'Billing information' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(tab.location.href).toBe('https://portal.test/s1'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(calls).toHaveLength(1);
  });
});
