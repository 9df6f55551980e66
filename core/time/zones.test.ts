import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './zones';

describe('isValidTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Paris', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ['', false],
    [' Europe/Paris', false],
  ])('%j is valid: %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});
