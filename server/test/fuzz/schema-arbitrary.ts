import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the routes' zod schemas turn into. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values of the fuzzed world a field may take, by the field's name (ids, e-mails, media links). */
export type WorldValues = (fieldName: string) => readonly string[];

export interface Generation {
  worldValues: WorldValues;
  /** Valid dates are drawn from the days around it. */
  today: string;
}

const datePattern = String.raw`^\d{4}-\d{2}-\d{2}$`;
const dayMs = 24 * 3600 * 1000;

/** Dates near today, so that a valid-looking body also passes "not in the past" and range rules. */
function nearDate(today: string): fc.Arbitrary<string> {
  const start = Date.parse(`${today}T00:00:00Z`);
  return fc
    .integer({ min: -3, max: 120 })
    .map((offset) => new Date(start + offset * dayMs).toISOString().slice(0, 10));
}

function nearDateTime(today: string): fc.Arbitrary<string> {
  return fc
    .tuple(nearDate(today), fc.integer({ min: 0, max: 95 }))
    .map(([day, quarter]) => new Date(Date.parse(`${day}T00:00:00Z`) + quarter * 900_000).toISOString());
}

/** Keeps generated values small: the hostile set brings the large ones. */
const cap = (value: number | undefined, at: number) => Math.min(value ?? at, at);

function stringArbitrary(schema: JsonSchema, name: string, generation: Generation): fc.Arbitrary<string> {
  const known = generation.worldValues(name);
  let own: fc.Arbitrary<string>;
  if (schema.format === 'uuid') own = fc.uuid();
  else if (schema.format === 'date-time') own = nearDateTime(generation.today);
  else if (schema.pattern === datePattern)
    own = fc.oneof(nearDate(generation.today), fc.stringMatching(new RegExp(datePattern)));
  else if (schema.pattern) own = fc.stringMatching(new RegExp(schema.pattern));
  else if (/email/i.test(name)) own = fc.emailAddress();
  else {
    const minLength = schema.minLength ?? 0;
    own = fc.string({
      minLength,
      maxLength: Math.max(minLength, cap(schema.maxLength, 40)),
      unit: 'grapheme',
    });
  }
  // Mostly the world's own values: a request with a real id gets past "not found" to the checks behind it.
  if (known.length === 0) return own;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, { arbitrary: own, weight: 1 });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 1e6);
  if (schema.type === 'integer') {
    const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
    return fc.integer({
      min: Math.ceil(min) + exclusive,
      max: Math.max(Math.floor(max), Math.ceil(min) + exclusive),
    });
  }
  return fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum === true,
    maxExcluded: schema.exclusiveMaximum === true,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema, generation: Generation): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  }
  const required = new Set(schema.required ?? []);
  // An optional field comes one time in three: a body with every option filled in fails on one of them.
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const value = arbitraryOf(property, key, generation);
      const absent = fc.constant(undefined);
      return [key, required.has(key) ? value : fc.oneof({ arbitrary: absent, weight: 2 }, value)];
    }),
  );
  return fc
    .record(model)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)));
}

/** A value the schema describes, from the world's own values where a field names one. */
function validArbitrary(schema: JsonSchema, name: string, generation: Generation): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, name, generation)));
  if (schema.allOf?.length)
    return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, name, generation);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name, generation);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, name, generation), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 3)),
      });
    case 'object':
      return objectArbitrary(schema, generation);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a field's schema describes (now and then null where it allows null). */
export function arbitraryOf(schema: JsonSchema, name: string, generation: Generation): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, name, generation);
  return schema.nullable ? fc.option(valid, { nil: null, freq: 6 }) : valid;
}
