import { Alert, Anchor, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  currentPlanOf,
  messages,
  nextPlan,
  periodPlanId,
  planStanding,
  type BilledPeriod,
  type Discount,
} from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { isLiveSubscription, startCheckout, useBillingState } from '../api/billing';
import { ChangePlanModal } from '../components/change-plan-modal';
import { DiscountField } from '../components/discount-field';
import { PlanCard } from '../components/plan-card';
import { SubscriptionPanel } from '../components/subscription-panel';
import { planDisplayName, planOffers, type PlanOffer } from '../lib/plan-offers';

/** /upgrade-profile (users without a teamId only: the loader answers 404 to team members). */
export function UpgradeProfileRoute() {
  const { calendarId = '' } = useParams();
  const [search] = useSearchParams();
  const returned = search.get('checkout');
  const user = useCurrentUser();
  const billing = useBillingState({ awaitingCheckout: returned === 'success' });
  const state = billing.data;
  const subscribed = isLiveSubscription(state);
  const [period, setPeriod] = useState<BilledPeriod>(
    user.subscription?.paymentPeriod === 'monthly' ? 'monthly' : 'annual',
  );
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [changeTo, setChangeTo] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  // Subscribed: Stripe's word (it is ahead of the user's record during a change); otherwise the plan
  // in force: the sign-up trial's, or the one the operator gave (no end, nothing to pay).
  const now = new Date();
  const standing = planStanding(user.subscription, now, user.timezone);
  const currentPlan = subscribed
    ? (state?.periodPlan?.split('_')[1] ?? null)
    : currentPlanOf(user.subscription, now, user.timezone);
  const offers = planOffers({ currentPlan, period, discount });
  const current = offers.find((offer) => offer.isCurrent);
  const onTopPlan = current !== undefined && nextPlan(current.plan) === null;

  function actionOf(offer: PlanOffer) {
    if (!state?.enabled) return null;
    const id = periodPlanId(period, offer.plan);
    if (subscribed) {
      if (state.periodPlan === id) return null;
      return { label: 'Change to this plan', onClick: () => setChangeTo(id) };
    }
    return {
      label: state.trialDays > 0 ? `Start ${state.trialDays}-day trial` : 'Subscribe',
      loading: checkout.isPending && checkout.variables?.periodPlan === id,
      onClick: () =>
        checkout.mutate({ periodPlan: id, calendarId, ...(discount ? { discountCode: discount.code } : {}) }),
    };
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Upgrade" description="Choose the plan that fits your team." />
      {returned === 'success' && !subscribed && (
        <Alert color="blue">Thank you! We are confirming your payment with Stripe…</Alert>
      )}
      {returned === 'success' && subscribed && (
        <Alert color="teal">Your subscription is active. Thank you!</Alert>
      )}
      {returned === 'cancelled' && <Alert color="gray">Checkout was cancelled: nothing was charged.</Alert>}
      {state && !state.enabled && <Alert color="gray">{messages.billing.off}</Alert>}
      {!subscribed && standing.kind === 'operator' && (
        <Text>
          Your team is on the {planDisplayName(standing.plan)} plan, set by the administrator of this
          installation.
        </Text>
      )}
      {checkout.isError && (
        <Alert color="red" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      )}
      {state && subscribed && <SubscriptionPanel state={state} calendarId={calendarId} />}
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Billing period"
          value={period}
          onChange={(value) => setPeriod(value)}
          data={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'annual', label: 'Annual (save up to 2 months)' },
          ]}
        />
        {state?.enabled && !subscribed && <DiscountField discount={discount} onChange={setDiscount} />}
      </Group>
      <SimpleGrid cols={3} spacing="lg">
        {offers.map((offer) => (
          <PlanCard key={offer.plan} offer={offer} period={period} action={actionOf(offer)} />
        ))}
      </SimpleGrid>
      {onTopPlan && (
        <Text>
          {state?.supportEmail ? (
            <>
              You are on our top plan. To go further,{' '}
              <Anchor href={`mailto:${state.supportEmail}`}>contact support by e-mail</Anchor>.
            </>
          ) : (
            messages.billing.contactSupportNoAddress
          )}
        </Text>
      )}
      <ChangePlanModal periodPlan={changeTo} onClose={() => setChangeTo(null)} />
    </Stack>
  );
}
