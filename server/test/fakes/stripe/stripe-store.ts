import Stripe from 'stripe';
import type { FakeAnswer } from '../fake-http';
import {
  eventObject,
  type FakeCheckoutSession,
  type FakePrice,
  type FakeSubscription,
} from './stripe-objects';
import type { FakeCoupon, FakePromotionCode } from './stripe-discount-objects';
import type { FakeDiscount } from './stripe-discounts';

export interface StoredEvent {
  event: ReturnType<typeof eventObject>;
  deliveries: { status: number | null; at: number }[];
}

/** The fake's memory: Stripe's objects by id, the idempotency keys, and the events it sends. */
export class StripeStore {
  customers = new Map<string, Record<string, unknown> & { id: string; declines?: boolean }>();
  products = new Map<string, Record<string, unknown> & { id: string; active: boolean; name: string }>();
  prices = new Map<string, FakePrice>();
  sessions = new Map<
    string,
    FakeCheckoutSession & {
      line_price: string;
      trial: number | null;
      promotion: string | null;
      allow_promotion_codes: boolean;
      subscription_metadata: Record<string, string>;
    }
  >();
  /** Discounts made when a promotion code is redeemed; objects answer with their ids only. */
  discounts = new Map<string, FakeDiscount>();
  subscriptions = new Map<string, FakeSubscription>();
  coupons = new Map<string, FakeCoupon>();
  promotionCodes = new Map<string, FakePromotionCode>();
  events: StoredEvent[] = [];
  /** Idempotency-Key → the request's fingerprint and its answer (Stripe keeps them 24 hours). */
  idempotency = new Map<string, { fingerprint: string; answer: Promise<FakeAnswer>; done: boolean }>();
  /** Held events wait for `deliverHeld` (tests of out-of-order delivery). */
  held: StoredEvent[] = [];
  holdEvents = false;
  /** Seconds added to the real clock (renewals move time forward). */
  offsetSeconds = 0;

  constructor(
    private readonly webhook: { url: string | null; secret: string },
    private readonly signer = new Stripe('sk_test_fake_signer'),
  ) {}

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  setWebhook(url: string | null): void {
    this.webhook.url = url;
  }

  /** Records an event and delivers it (after the answer that caused it, in order). */
  emit(type: string, object: unknown): StoredEvent {
    const stored: StoredEvent = {
      event: eventObject(type, structuredClone(object), this.now()),
      deliveries: [],
    };
    this.events.push(stored);
    if (this.holdEvents) this.held.push(stored);
    else this.queue = this.queue.then(async () => void (await this.deliver(stored)));
    return stored;
  }

  private queue: Promise<void> = Promise.resolve();

  /** Waits until every event emitted so far has been delivered (or given up on). */
  async settled(): Promise<void> {
    let before: Promise<void>;
    do {
      before = this.queue;
      await before;
    } while (before !== this.queue);
  }

  /** Sends the held events, in the order given. */
  async deliverHeld(order: 'as emitted' | 'reversed'): Promise<void> {
    const batch = order === 'reversed' ? [...this.held].reverse() : [...this.held];
    this.held = [];
    for (const stored of batch) await this.deliver(stored);
  }

  /**
   * One delivery as Stripe makes it: the event's JSON, signed with the endpoint's secret
   * (`Stripe-Signature: t=…,v1=…`, made by the SDK's own test helper). A failed delivery is tried
   * twice more, as Stripe retries (sooner here).
   */
  async deliver(stored: StoredEvent): Promise<number | null> {
    if (this.webhook.url === null) return null;
    const payload = JSON.stringify(stored.event, null, 2);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const header = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhook.secret });
      let status: number | null = null;
      try {
        const response = await fetch(this.webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = null;
      }
      stored.deliveries.push({ status, at: Date.now() });
      if (status !== null && status >= 200 && status < 300) return status;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
    return stored.deliveries.at(-1)?.status ?? null;
  }
}
