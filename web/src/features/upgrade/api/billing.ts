import {
  billingLinkSchema,
  billingStateSchema,
  checkoutReplySchema,
  discountSchema,
  planChangePreviewSchema,
  type CheckoutBody,
  type PlanChangeConfirmBody,
} from '@kairos/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

export const billingStateQuery = queryOptions({
  queryKey: ['billing'],
  queryFn: ({ signal }) => apiClient.get('/api/billing', { schema: billingStateSchema, signal }),
});

/**
 * The team's subscription as Stripe last said it. While a change waits for its webhook (pending),
 * or the user just came back from Checkout, it is read again every second, with the user.
 */
export function useBillingState(options: { awaitingCheckout?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...billingStateQuery,
    refetchInterval: (query) => {
      const waiting = query.state.data?.pending === true || options.awaitingCheckout === true;
      if (waiting) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      return waiting ? 1000 : false;
    },
  });
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
