import { describe, expect, it } from 'vitest';
import { chooseCalendarId } from './choose-calendar';

const calendars = [{ _id: 'first' }, { _id: 'second' }];

describe('chooseCalendarId', () => {
  it('returns to the stored calendar while the user still has it', () => {
    expect(chooseCalendarId(calendars, 'second')).toBe('second');
  });

  it('falls back to the first calendar when none is stored or the stored one is gone', () => {
    expect(chooseCalendarId(calendars, null)).toBe('first');
    expect(chooseCalendarId(calendars, 'deleted')).toBe('first');
  });

  it('has nowhere to go without calendars', () => {
    expect(chooseCalendarId([], 'first')).toBeNull();
  });
});
