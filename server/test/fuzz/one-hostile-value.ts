import fc from 'fast-check';
import {
  hostileDates,
  hostileIds,
  hostileNumbers,
  hostileStrings,
  hostileValue,
  withPollutionKeys,
} from './hostile-values';

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

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const looksLikeId = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value);

/** Three times in four, a hostile value of the field's own kind: a far date where a date was, a bad id for an id. */
function hostileFor(current: unknown, roll: number, kindPick: number, anyHostile: unknown): unknown {
  if (roll % 4 === 3) return anyHostile;
  const ofKind = looksLikeDate(current)
    ? hostileDates
    : looksLikeId(current)
      ? hostileIds
      : typeof current === 'number'
        ? hostileNumbers
        : null;
  return ofKind ? ofKind[kindPick % ofKind.length] : anyHostile;
}

/**
 * A valid value with exactly one thing wrong: one field swapped for a hostile value, or one object
 * given `__proto__` / `constructor` keys, or (pick 0) the whole value swapped. One fault at a time
 * reaches the check that should catch it, instead of stopping at whichever comes first.
 */
export function withOneHostileValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.nat({ max: 9 }), fc.nat())
    .map(([original, pick, anyHostile, roll, kindPick]) => {
      const value = structuredClone(original);
      const places = placesIn(value);
      const index = pick % (places.length + 1);
      if (index === places.length) return anyHostile;
      const { parent, key } = places[index]!;
      const current = (parent as Record<string | number, unknown>)[key];
      const hostile = hostileFor(current, roll, kindPick, anyHostile);
      const pollute =
        roll === 0 && current !== null && typeof current === 'object' && !Array.isArray(current);
      (parent as Record<string | number, unknown>)[key] = pollute
        ? withPollutionKeys(current as Record<string, unknown>)
        : hostile;
      return value;
    });
}

/**
 * Past Node's 16 KiB of request line and headers the answer is a 431; a 1 MB query would have the
 * socket closed while the client still writes it, so query values stop at 20,000 characters.
 */
const queryLength = 20_000;

/** Query parameters with one value swapped for a hostile string. */
export function withOneHostileParameter(valid: fc.Arbitrary<Array<[string, string]>>) {
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom(...hostileStrings).map((text) => text.slice(0, queryLength)),
    )
    .map(([entries, pick, hostile]): Array<[string, string]> =>
      entries.length === 0
        ? [['unexpected', hostile]]
        : entries.map(([key, value], index) => [key, index === pick % entries.length ? hostile : value]),
    );
}
