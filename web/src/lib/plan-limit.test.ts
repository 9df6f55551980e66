import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { planLimitShownMeta, unshownPlanLimit } from './plan-limit';

const refusal = new ApiError({
  status: 403,
  code: 'PLAN_LIMIT',
  message: "you don't have access to Pinterest",
  reason: 'no_access',
});

describe('unshownPlanLimit', () => {
  it.each([
    ['a PLAN_LIMIT answer', refusal, undefined, "you don't have access to Pinterest"],
    ['one its screen shows', refusal, planLimitShownMeta, null],
    [
      'another error',
      new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: 'No' }),
      undefined,
      null,
    ],
    ['a network failure', new Error('offline'), undefined, null],
  ])('%s', (_name, error, meta, expected) => {
    expect(unshownPlanLimit(error, meta)).toBe(expected);
  });
});
