import fc from 'fast-check';
import type { FuzzWorld } from './fuzz-world';
import { hostileContentTypes, hostileJsonTexts, hostilePathIds } from './hostile-values';
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

/** Hostile leaves in about one field in twelve: enough to reach every check, few enough to pass some. */
const hostilePerMille = 80;

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
  return fc.tuple(fc.record(model, { requiredKeys: required }), fc.boolean()).map(([values, repeatFirst]) => {
    const entries = Object.entries(values).map(([key, value]): [string, string] => [
      key,
      asQueryValue(value),
    ]);
    // A key given twice arrives as an array where the schema expects one value.
    return repeatFirst && entries[0] ? [...entries, entries[0]] : entries;
  });
}

type Body = Pick<FuzzRequest, 'contentType' | 'body'>;

function bodyArbitrary(operation: Operation, valid: Generation, hostile: Generation): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ contentType: null, body: null });
  const rawJson = fc
    .constantFrom(...hostileJsonTexts)
    .map((body): Body => ({ contentType: 'application/json', body }));
  if (!operation.body) {
    if (operation.method === 'GET') return none;
    return fc.oneof({ arbitrary: none, weight: 8 }, { arbitrary: rawJson, weight: 1 });
  }
  const json = (generation: Generation) =>
    arbitraryOf(operation.body!, 'body', generation).map((value): Body => ({
      contentType: 'application/json',
      body: JSON.stringify(value) ?? 'null',
    }));
  const wrongType = fc
    .tuple(json(valid), fc.constantFrom(...hostileContentTypes))
    .map(([body, contentType]): Body => ({ ...body, contentType }));
  return fc.oneof(
    { arbitrary: json(valid), weight: 6 },
    { arbitrary: json(hostile), weight: 3 },
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
  const valid: Generation = { worldValues: world.values, hostilePerMille: 0, today };
  const hostile: Generation = { ...valid, hostilePerMille };
  const session = fc.oneof(
    { arbitrary: fc.constant('owner' as const), weight: 18 },
    { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 },
  );
  return fc
    .record({
      path: pathArbitrary(operation, world),
      query: fc.oneof(queryArbitrary(operation, valid), queryArbitrary(operation, hostile)),
      body: bodyArbitrary(operation, valid, hostile),
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
