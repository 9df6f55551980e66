import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-world';
import { hostileContentTypes, hostileJsonTexts, hostilePathIds } from './hostile-values';
import { withOneHostileParameter, withOneHostileValue } from './one-hostile-value';
import type { Operation } from './openapi-operations';
import { arbitraryOf, type Generation } from './schema-arbitrary';

/** One request as it goes on the wire; printed as a curl command when it finds something. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  contentType: string | null;
  body: string | null;
  session: 'owner' | 'none' | 'garbage';
}

const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);

function pathArbitrary(operation: Operation, world: FuzzWorld): fc.Arbitrary<string> {
  if (operation.pathParameters.length === 0) return fc.constant(operation.path);
  const known = world.pathIds(operation);
  const id = fc.oneof(
    ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known), weight: 6 }] : []),
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom(...hostilePathIds), weight: 2 },
  );
  return fc
    .array(id, { minLength: operation.pathParameters.length, maxLength: operation.pathParameters.length })
    .map((ids) =>
      operation.pathParameters.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, ids[index]!),
        operation.path,
      ),
    );
}

function queryArbitrary(operation: Operation, generation: Generation): fc.Arbitrary<Array<[string, string]>> {
  if (operation.queryParameters.length === 0) return fc.constant([]);
  const model = Object.fromEntries(
    operation.queryParameters.map((parameter) => [
      parameter.name,
      arbitraryOf(parameter.schema, parameter.name, generation),
    ]),
  );
  const required = operation.queryParameters.filter((p) => p.required).map((p) => p.name);
  const record = fc.record(model, { requiredKeys: required });
  return fc.tuple(record, fc.nat({ max: 9 })).map(([values, roll]) => {
    const entries = Object.entries(values).map(([key, value]): [string, string] => [
      key,
      asQueryValue(value),
    ]);
    // Now and then a key given twice, which arrives as an array where the schema expects one value.
    return roll === 0 && entries[0] ? [...entries, entries[0]] : entries;
  });
}

type Body = Pick<FuzzRequest, 'contentType' | 'body'>;

function bodyArbitrary(
  operation: Operation,
  generation: Generation,
  examples: Array<fc.Arbitrary<unknown>>,
): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ contentType: null, body: null });
  const rawJson = fc
    .constantFrom(...hostileJsonTexts)
    .map((body): Body => ({ contentType: 'application/json', body }));
  if (!operation.body) {
    if (operation.method === 'GET') return none;
    return fc.oneof({ arbitrary: none, weight: 8 }, { arbitrary: rawJson, weight: 1 });
  }
  const valid = arbitraryOf(operation.body, 'body', generation);
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((body): Body => ({ contentType: 'application/json', body: JSON.stringify(body) ?? 'null' }));
  const wrongType = fc
    .tuple(json(valid), fc.constantFrom(...hostileContentTypes))
    .map(([body, contentType]): Body => ({ ...body, contentType }));
  // A working example as it is now and then (the path to the database), mostly with one value spoiled.
  const example =
    examples.length > 0 ? fc.nat({ max: examples.length - 1 }).chain((index) => examples[index]!) : null;
  const fromExamples = example
    ? [
        { arbitrary: json(example), weight: 2 },
        { arbitrary: json(withOneHostileValue(example)), weight: 6 },
      ]
    : [];
  return fc.oneof(
    { arbitrary: json(valid), weight: 5 },
    { arbitrary: json(withOneHostileValue(valid)), weight: 4 },
    ...fromExamples,
    { arbitrary: rawJson, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** Requests for one operation: built from its schema and the world's values, with a hostile share. */
export function requestArbitrary(
  operation: Operation,
  world: FuzzWorld,
  today: string,
): fc.Arbitrary<FuzzRequest> {
  const generation: Generation = { worldValues: world.values, today };
  const examples = world.examples(operation.key);
  const generated = queryArbitrary(operation, generation);
  const validQuery =
    examples.queries.length > 0 ? fc.oneof(generated, fc.constantFrom(...examples.queries)) : generated;
  const session = fc.oneof(
    { arbitrary: fc.constant('owner' as const), weight: 18 },
    { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 },
  );
  return fc
    .record({
      path: pathArbitrary(operation, world),
      query:
        operation.queryParameters.length === 0
          ? validQuery
          : fc.oneof(validQuery, withOneHostileParameter(validQuery)),
      body: bodyArbitrary(operation, generation, examples.bodies),
      session,
    })
    .map(({ path, query, body, session: chosen }) => ({
      method: operation.method,
      path,
      query,
      ...body,
      session: chosen,
    }));
}
