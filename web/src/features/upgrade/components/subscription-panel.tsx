import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages, type BillingState } from '@kairos/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useRef } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import {
  billingInformationLink,
  cancelSubscription,
  reactivateSubscription,
  useSubscriptionAction,
} from '../api/billing';
import { planDisplayName } from '../lib/plan-offers';

/** Spec section 9: "billing link 1 s". */
const billingLinkDebounceMs = 1000;

const day = (iso: string | null) =>
  iso === null
    ? ''
    : new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The team's subscription: its state, the payment notice, cancel or reactivate, billing information. */
export function SubscriptionPanel({ state, calendarId }: { state: BillingState; calendarId: string }) {
  const cancel = useSubscriptionAction(cancelSubscription);
  const reactivate = useSubscriptionAction(reactivateSubscription);
  const lastClick = useRef(0);
  const [period, plan] = (state.periodPlan ?? '_').split('_');

  function openBillingInformation() {
    const now = Date.now();
    if (now - lastClick.current < billingLinkDebounceMs) return;
    lastClick.current = now;
    // Opened before the answer so the browser treats it as the click's own tab, not a pop-up.
    const tab = window.open('', '_blank');
    billingInformationLink(calendarId).then(
      ({ link }) => {
        if (tab) tab.location.href = link;
        else window.location.assign(link);
      },
      (error: unknown) => {
        tab?.close();
        modals.openConfirmModal({
          title: 'Billing information',
          children: errorMessage(error),
          labels: { confirm: 'OK', cancel: 'Close' },
        });
      },
    );
  }

  function confirmCancel() {
    modals.openConfirmModal({
      title: 'Cancel your subscription?',
      children: `Your plan stays until ${day(state.currentPeriodEnd)}; nothing is deleted after that.`,
      labels: { confirm: 'Cancel subscription', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(undefined),
    });
  }

  const failure = cancel.error ?? reactivate.error;
  return (
    <SectionCard title="Your subscription" description="Stripe keeps your card and invoices.">
      <Stack gap="md">
        <Group gap="sm">
          <Text fz="lg" fw={700}>
            {planDisplayName(plan ?? '')}
          </Text>
          <Badge variant="light">{period}</Badge>
          {state.status === 'trialing' && <Badge color="blue">trial</Badge>}
          {state.pending && <Badge color="gray">updating…</Badge>}
        </Group>
        {state.paymentFailed && (
          <Alert color="orange" role="alert">
            {messages.billing.paymentFailed(day(state.currentPeriodEnd))}
          </Alert>
        )}
        {state.cancelAtPeriodEnd ? (
          <Text>{messages.billing.cancelScheduled(day(state.currentPeriodEnd))}</Text>
        ) : (
          <Text c="dimmed">
            {state.status === 'trialing' ? 'Trial ends on' : 'Renews on'} {day(state.currentPeriodEnd)}.
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        <Group>
          <Button
            variant="default"
            rightSection={<IconExternalLink size={16} />}
            onClick={openBillingInformation}
          >
            Billing information
          </Button>
          {state.cancelAtPeriodEnd ? (
            <Button
              onClick={() => reactivate.mutate(undefined)}
              loading={reactivate.isPending || state.pending}
            >
              Reactivate
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              onClick={confirmCancel}
              loading={cancel.isPending || state.pending}
            >
              Cancel subscription
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
