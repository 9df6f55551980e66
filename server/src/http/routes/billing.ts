import {
  billingLinkSchema,
  billingStateSchema,
  checkoutBodySchema,
  checkoutReplySchema,
  discountCheckQuerySchema,
  discountSchema,
  planChangeBodySchema,
  planChangeConfirmBodySchema,
  planChangePreviewSchema,
} from '@kairos/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { requireAuth } from '../authenticate';

const tags = ['billing'];
const security = [{ bearer: [] }];

/**
 * Plans and billing through Stripe (docs/decisions/0100-billing-with-stripe.md). Every route but the
 * webhook is the team owner's; with billing off they answer 422 and GET /api/billing says so.
 */
export async function registerBillingRoutes(app: FastifyInstance, services: Services) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { billing } = services;
  routes.get(
    '/api/billing',
    {
      schema: {
        tags,
        summary: "The team's subscription as Stripe last said it, and whether billing is on",
        security,
        response: { 200: billingStateSchema },
      },
    },
    async (request) => billing.getState(requireAuth(request)),
  );
  routes.post(
    '/api/billing/checkout',
    {
      schema: {
        tags,
        summary:
          'A Stripe Checkout session for a plan (period_plan); the answer is the page to send the user to',
        security,
        body: checkoutBodySchema,
        response: { 200: checkoutReplySchema },
      },
    },
    async (request) => billing.checkout(requireAuth(request), request.body),
  );
  routes.post(
    '/api/billing/change-preview',
    {
      schema: {
        tags,
        summary: 'What changing to another plan costs now (Stripe prorates the rest of the period)',
        security,
        body: planChangeBodySchema,
        response: { 200: planChangePreviewSchema },
      },
    },
    async (request) => billing.previewChange(requireAuth(request), request.body.periodPlan),
  );
  routes.post(
    '/api/billing/change',
    {
      schema: {
        tags,
        summary: "Change plan at the preview's prorated price; recorded when Stripe's webhook confirms it",
        security,
        body: planChangeConfirmBodySchema,
        response: { 200: billingStateSchema },
      },
    },
    async (request) => billing.changePlan(requireAuth(request), request.body),
  );
  routes.post(
    '/api/billing/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period; the plan stays until then',
        security,
        response: { 200: billingStateSchema },
      },
    },
    async (request) => billing.cancel(requireAuth(request)),
  );
  routes.post(
    '/api/billing/reactivate',
    {
      schema: {
        tags,
        summary: 'Undo a cancellation before the period ends',
        security,
        response: { 200: billingStateSchema },
      },
    },
    async (request) => billing.reactivate(requireAuth(request)),
  );
  routes.get(
    '/api/user/billing-information-link',
    {
      schema: {
        tags,
        summary: "A Stripe customer-portal link for the team's card and invoices (opened in a new tab)",
        security,
        querystring: z.object({ calendarId: z.uuid().optional() }),
        response: { 200: billingLinkSchema },
      },
    },
    async (request) => billing.billingInformationLink(requireAuth(request), request.query.calendarId),
  );
  routes.get(
    '/api/discount/check',
    {
      schema: {
        tags,
        summary: 'The discount of a Stripe promotion code, to show the price after it',
        security,
        querystring: discountCheckQuerySchema,
        response: { 200: discountSchema },
      },
    },
    async (request) => billing.checkDiscount(requireAuth(request), request.query.code),
  );

  // Stripe's signature covers the exact bytes: this route reads its body as text, unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          summary: "Stripe's signed events (Stripe-Signature header); each event id is processed once",
          headers: z.object({ 'stripe-signature': z.string().max(4000).optional() }),
          body: z.string().max(1024 * 1024),
          response: {
            200: z.object({
              received: z.literal(true),
              outcome: z.string(),
              // Why an event the handler cannot use was acknowledged and left alone (also logged).
              reason: z.string().optional(),
            }),
          },
        },
      },
      async (request) => ({
        received: true as const,
        ...(await billing.receiveWebhook(request.body, request.headers['stripe-signature'], request.log)),
      }),
    );
  });
}
