import type Stripe from 'stripe';
import type { FakeAnswer } from '../fake-http';
import type { FormObject, FormValue } from './form-body';

/**
 * Stripe's error body: `{ error: { type, code?, message, param? } }` with the status Stripe gives
 * (400 invalid_request_error, 402 card_error, 404 resource_missing, 409 idempotency, 500 api_error).
 */
export class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly type: Stripe.RawErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  answer(): FakeAnswer {
    return {
      status: this.status,
      json: {
        error: {
          type: this.type,
          message: this.message,
          ...(this.code ? { code: this.code } : {}),
          ...(this.param ? { param: this.param } : {}),
        },
      },
    };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeFault(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const invalid = (message: string, param?: string) =>
  new StripeFault(400, 'invalid_request_error', message, 'parameter_invalid_string', param);

/** Refuses a parameter the operation does not take, as Stripe does. */
export function onlyParams(params: FormObject, allowed: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (name !== 'expand' && !allowed.includes(name))
      throw new StripeFault(
        400,
        'invalid_request_error',
        `Received unknown parameter: ${name}`,
        'parameter_unknown',
        name,
      );
  }
}

export function required(params: FormObject, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '')
    throw new StripeFault(
      400,
      'invalid_request_error',
      `Missing required param: ${name}.`,
      'parameter_missing',
      name,
    );
  return value;
}

export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
export const object = (value: FormValue | undefined): FormObject =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
export const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
export const metadata = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export function integer(params: FormObject, name: string): number | undefined {
  const value = text(params[name]);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, name);
  return Number(value);
}

export const flag = (value: FormValue | undefined): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;
