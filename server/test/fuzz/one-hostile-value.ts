import fc from 'fast-check';
import { hostileStrings, hostileValue, withPollutionKeys } from './hostile-values';

type Container = Record<string, unknown> | unknown[];

/** Every place a value can be swapped: each property and each element, depth first. */
function placesIn(value: unknown, places: Array<{ parent: Container; key: string | number }> = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      places.push({ parent: value, key: index });
      placesIn(item, places);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places.push({ parent: value as Record<string, unknown>, key });
      placesIn(item, places);
    }
  }
  return places;
}

/**
 * A valid value with exactly one thing wrong: one field swapped for a hostile value, or one object
 * given `__proto__` / `constructor` keys, or (pick 0) the whole value swapped. One fault at a time
 * reaches the check that should catch it, instead of stopping at whichever comes first.
 */
export function withOneHostileValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.nat({ max: 9 }))
    .map(([original, pick, hostile, roll]) => {
      const value = structuredClone(original);
      const places = placesIn(value);
      const index = pick % (places.length + 1);
      if (index === places.length) return hostile;
      const { parent, key } = places[index]!;
      const current = (parent as Record<string | number, unknown>)[key];
      const pollute =
        roll === 0 && current !== null && typeof current === 'object' && !Array.isArray(current);
      (parent as Record<string | number, unknown>)[key] = pollute
        ? withPollutionKeys(current as Record<string, unknown>)
        : hostile;
      return value;
    });
}

/** Query parameters with one value swapped for a hostile string. */
export function withOneHostileParameter(valid: fc.Arbitrary<Array<[string, string]>>) {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom(...hostileStrings))
    .map(([entries, pick, hostile]): Array<[string, string]> =>
      entries.length === 0
        ? [['unexpected', hostile]]
        : entries.map(([key, value], index) => [key, index === pick % entries.length ? hostile : value]),
    );
}
