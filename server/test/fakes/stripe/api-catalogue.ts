import type Stripe from 'stripe';
import type { FormObject } from './form-body';
import { customerObject, newId, portalSessionObject, priceObject, productObject } from './stripe-objects';
import {
  flag,
  integer,
  invalid,
  list,
  metadata,
  missing,
  object,
  onlyParams,
  required,
  text,
} from './stripe-errors';
import type { StripeStore } from './stripe-store';

/** The parameters each operation takes, held to the SDK's parameter types. */
export const params = {
  customerCreate: ['email', 'name', 'metadata'] satisfies (keyof Stripe.CustomerCreateParams)[],
  productCreate: ['id', 'name', 'metadata', 'active'] satisfies (keyof Stripe.ProductCreateParams)[],
  productUpdate: ['name', 'metadata', 'active'] satisfies (keyof Stripe.ProductUpdateParams)[],
  priceList: ['lookup_keys', 'active', 'limit', 'starting_after'] satisfies (keyof Stripe.PriceListParams)[],
  priceCreate: [
    'product',
    'currency',
    'unit_amount',
    'recurring',
    'lookup_key',
    'transfer_lookup_key',
    'metadata',
  ] satisfies (keyof Stripe.PriceCreateParams)[],
  priceUpdate: ['active', 'metadata'] satisfies (keyof Stripe.PriceUpdateParams)[],
  promotionCodeList: [
    'code',
    'active',
    'limit',
    'starting_after',
  ] satisfies (keyof Stripe.PromotionCodeListParams)[],
  portalCreate: ['customer', 'return_url'] satisfies (keyof Stripe.BillingPortal.SessionCreateParams)[],
};

/** `{ object: 'list', data, has_more, url }`, paged by limit (1 to 100) and starting_after. */
export function page<T extends { id: string }>(items: T[], query: FormObject, url: string) {
  const limit = integer(query, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalid('Invalid integer: limit must be between 1 and 100', 'limit');
  const after = text(query.starting_after);
  const start = after === undefined ? 0 : items.findIndex((item) => item.id === after) + 1;
  if (after !== undefined && start === 0) throw missing('object', after, 'starting_after');
  const data = items.slice(start, start + limit);
  return { object: 'list' as const, data, has_more: start + limit < items.length, url };
}

export function createCustomer(store: StripeStore, body: FormObject) {
  onlyParams(body, params.customerCreate);
  const customer = customerObject(
    newId('cus'),
    { email: text(body.email), name: text(body.name), metadata: metadata(body.metadata) },
    store.now(),
  );
  store.customers.set(customer.id, customer);
  return customer;
}

export function customerOf(store: StripeStore, id: string, param = 'customer') {
  const customer = store.customers.get(id);
  if (!customer) throw missing('customer', id, param);
  return customer;
}

export function createProduct(store: StripeStore, body: FormObject) {
  onlyParams(body, params.productCreate);
  const id = text(body.id) ?? newId('prod');
  if (store.products.has(id)) throw invalid(`Product already exists.`, 'id');
  const product = productObject(
    id,
    { name: required(body, 'name'), metadata: metadata(body.metadata) },
    store.now(),
  );
  store.products.set(id, product);
  return product;
}

export function updateProduct(store: StripeStore, id: string, body: FormObject) {
  onlyParams(body, params.productUpdate);
  const product = store.products.get(id);
  if (!product) throw missing('product', id);
  if (text(body.name) !== undefined) product.name = text(body.name)!;
  if (flag(body.active) !== undefined) product.active = flag(body.active)!;
  return product;
}

export function listPrices(store: StripeStore, query: FormObject, url: string) {
  onlyParams(query, params.priceList);
  const keys = list(query.lookup_keys).map(String);
  if (keys.length > 10) throw invalid('You may only specify up to 10 lookup keys.', 'lookup_keys');
  const active = flag(query.active);
  const prices = [...store.prices.values()].filter(
    (price) =>
      (keys.length === 0 || (price.lookup_key !== null && keys.includes(price.lookup_key))) &&
      (active === undefined || price.active === active),
  );
  return page(prices, query, url);
}

export function createPrice(store: StripeStore, body: FormObject) {
  onlyParams(body, params.priceCreate);
  const product = required(body, 'product');
  if (!store.products.has(product)) throw missing('product', product, 'product');
  const interval = text(object(body.recurring).interval);
  if (interval !== 'month' && interval !== 'year')
    throw invalid('Invalid recurring[interval]', 'recurring[interval]');
  const lookupKey = text(body.lookup_key) ?? null;
  const holder = [...store.prices.values()].find(
    (price) => lookupKey !== null && price.lookup_key === lookupKey,
  );
  if (holder && flag(body.transfer_lookup_key) !== true)
    throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
  if (holder) holder.lookup_key = null;
  const price = priceObject(
    newId('price'),
    {
      product,
      currency: required(body, 'currency'),
      unit_amount: integer(body, 'unit_amount') ?? 0,
      interval,
      lookup_key: lookupKey,
      metadata: metadata(body.metadata),
    },
    store.now(),
  );
  store.prices.set(price.id, price);
  return price;
}

export function updatePrice(store: StripeStore, id: string, body: FormObject) {
  onlyParams(body, params.priceUpdate);
  const price = store.prices.get(id);
  if (!price) throw missing('price', id);
  if (flag(body.active) !== undefined) price.active = flag(body.active)!;
  return price;
}

export function listPromotionCodes(store: StripeStore, query: FormObject, url: string) {
  onlyParams(query, params.promotionCodeList);
  const code = text(query.code);
  const active = flag(query.active);
  const expandCoupon = list(query.expand).includes('data.promotion.coupon');
  const codes = [...store.promotionCodes.values()]
    .filter(
      (promotion) =>
        (code === undefined || promotion.code === code) &&
        (active === undefined || promotion.active === active),
    )
    .map((promotion) => {
      const coupon = store.coupons.get(String(promotion.promotion.coupon))!;
      return {
        ...promotion,
        promotion: { ...promotion.promotion, coupon: expandCoupon ? coupon : coupon.id },
      };
    });
  return page(codes, query, url);
}

export function createPortalSession(store: StripeStore, body: FormObject, origin: string) {
  onlyParams(body, params.portalCreate);
  const customer = customerOf(store, required(body, 'customer'));
  const returnUrl = text(body.return_url) ?? null;
  const session = portalSessionObject({
    customer: customer.id,
    return_url: returnUrl,
    url: '',
    created: store.now(),
  });
  session.url = `${origin}/portal/${session.id}?return=${encodeURIComponent(returnUrl ?? '')}`;
  return session;
}
