/**
 * Stripe's request encoding: application/x-www-form-urlencoded with nested keys, as the SDK writes
 * them (`line_items[0][price]=price_1`, `expand[0]=data.promotion.coupon`, `metadata[teamId]=…`).
 * Arrays come with indices; a key given twice is refused, as Stripe refuses it.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export class FormError extends Error {}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (seen.has(key)) throw new FormError(`Received duplicate parameter: ${key}`);
    seen.add(key);
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new FormError(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    assign(root, path, value);
  }
  return normalizeArrays(root) as FormObject;
}

function assign(target: Record<string, FormValue>, path: string[], value: string): void {
  let node = target;
  for (const [index, part] of path.entries()) {
    if (index === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (next === undefined) node[part] = {};
    else if (typeof next === 'string')
      throw new FormError(`Invalid parameter: ${path.slice(0, index + 1).join('.')}`);
    node = node[part] as Record<string, FormValue>;
  }
}

/** Objects whose keys are 0..n-1 are the arrays the SDK sent with indices (`items[0][price]`). */
function normalizeArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, normalizeArrays(value[key]!)]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return keys.map((key) => entries[key]!);
  return entries;
}
