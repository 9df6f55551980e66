import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { calendarColor, calendarPalette } from './colors';
import { canAddCalendar, canRemoveCalendar, filterCalendarsByName } from './rules';
import { calendarBodySchema } from './schemas';

describe('calendar colours', () => {
  it('has a palette of 26 distinct hex colours', () => {
    expect(calendarPalette).toHaveLength(26);
    expect(new Set(calendarPalette).size).toBe(26);
    for (const color of calendarPalette) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each([
    [0, calendarPalette[0]],
    [25, calendarPalette[25]],
    [26, calendarPalette[0]],
    [53, calendarPalette[1]],
  ])('colours position %i by the list', (position, color) => {
    expect(calendarColor(position)).toBe(color);
  });
});

describe('calendar name', () => {
  it.each([
    ['', messages.calendars.nameRequired],
    ['   ', messages.calendars.nameRequired],
    [undefined, messages.calendars.nameRequired],
    ['x'.repeat(101), messages.calendars.nameTooLong],
  ])('refuses %j with the message', (name, message) => {
    const result = calendarBodySchema.safeParse({ name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('trims the name', () => {
    expect(calendarBodySchema.parse({ name: '  Brand  ' })).toEqual({ name: 'Brand' });
  });
});

describe('calendar rules', () => {
  const calendars = [{ name: 'Acme Shoes' }, { name: 'acme hats' }, { name: 'Blue Bakery' }];

  it.each([
    ['ACME', ['Acme Shoes', 'acme hats']],
    ['bakery', ['Blue Bakery']],
    ['  ', ['Acme Shoes', 'acme hats', 'Blue Bakery']],
    ['zebra', []],
  ])('searches %j case-insensitively by name', (query, names) => {
    expect(filterCalendarsByName(calendars, query).map((calendar) => calendar.name)).toEqual(names);
  });

  it.each([
    [1, false],
    [2, true],
  ])('with %i calendars, one can be removed: %s', (count, allowed) => {
    expect(canRemoveCalendar(count)).toBe(allowed);
  });

  it.each([
    [2, 3, true],
    [3, 3, false],
    [4, 3, false],
  ])('with %i calendars and a limit of %i, one can be added: %s', (count, limit, allowed) => {
    expect(canAddCalendar(count, limit)).toBe(allowed);
  });
});
