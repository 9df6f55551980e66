import {
  billingLinkSchema,
  billingStateSchema,
  checkoutReplySchema,
  discountSchema,
  planChangePreviewSchema,
  type BillingState,
  type CheckoutBody,
  type PlanChangeConfirmBody,
} from '@kairos/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

export const billingStateQuery = queryOptions({
  queryKey: ['billing'],
  queryFn: ({ signal }) => apiClient.get('/api/billing', { schema: billingStateSchema, signal }),
});

const liveStatuses: readonly (string | null)[] = ['trialing', 'active', 'past_due'];

/** A paid or trialing subscription: the plan it gives is the team's. */
export const isLiveSubscription = (state: BillingState | undefined) =>
  liveStatuses.includes(state?.status ?? null);

/**
 * The team's subscription as Stripe last said it. While a change waits for its webhook (pending),
 * or the user is back from Checkout before the subscription is recorded, it is read every second;
 * each answer refreshes the user, whose subscription the whole app reads.
 */
export function useBillingState(options: { awaitingCheckout?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...billingStateQuery,
    refetchInterval: ({ state }) =>
      state.data?.pending === true || (options.awaitingCheckout === true && !isLiveSubscription(state.data))
        ? 1000
        : false,
  });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, [dataUpdatedAt, queryClient]);
  return query;
}

export function startCheckout(body: CheckoutBody) {
  return apiClient.post('/api/billing/checkout', body, { schema: checkoutReplySchema });
}

export const previewPlanChange = (periodPlan: string) =>
  apiClient.post('/api/billing/change-preview', { periodPlan }, { schema: planChangePreviewSchema });

export const checkDiscount = (code: string) =>
  apiClient.get(`/api/discount/check?code=${encodeURIComponent(code)}`, { schema: discountSchema });

export const billingInformationLink = (calendarId: string) =>
  apiClient.get(`/api/user/billing-information-link?calendarId=${encodeURIComponent(calendarId)}`, {
    schema: billingLinkSchema,
  });

/** Change, cancel, reactivate: the answer is the billing state (pending until the webhook). */
export function useSubscriptionAction<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => billingStateSchema.parse(await call(input)),
    onSuccess: (state) => queryClient.setQueryData(billingStateQuery.queryKey, state),
  });
}

export const changePlan = (body: PlanChangeConfirmBody) =>
  apiClient.post('/api/billing/change', body, { typed: true });
export const cancelSubscription = () => apiClient.post('/api/billing/cancel', undefined, { typed: true });
export const reactivateSubscription = () =>
  apiClient.post('/api/billing/reactivate', undefined, { typed: true });
