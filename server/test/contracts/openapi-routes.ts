import { z } from 'zod';
import type { BodyKind, ContractRoute } from './contract-routes';

/** The part of an OpenAPI 3.0 document the contracts read. */
type Schema = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Schema> };
}

const asSchema = (value: unknown): Schema => (value ?? {}) as Schema;

/**
 * An OpenAPI schema as zod. Requests are checked `strict`: an object takes only the properties the
 * document names (and never a readOnly one); answers may carry more. `coerce` reads query strings.
 */
export function toZod(doc: Document, schema: Schema, mode: { strict: boolean; coerce?: boolean }): z.ZodType {
  const resolve = (ref: string) => {
    const [, , group, name] = ref.split('/');
    return asSchema((doc.components as Record<string, Record<string, Schema>>)[group!]?.[name!]);
  };
  const convert = (input: Schema): z.ZodType => {
    if (typeof input.$ref === 'string') return convert(resolve(input.$ref));
    let result = base(input);
    if (input.nullable === true) result = result.nullable();
    return result;
  };
  const objectOf = (input: Schema): z.ZodType => {
    // allOf parts that are objects merge into one object (the document's way of extending one).
    const parts = [
      input,
      ...((input.allOf as Schema[] | undefined) ?? []).map((part) =>
        part.$ref ? resolve(part.$ref as string) : part,
      ),
    ];
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    for (const part of parts) {
      Object.assign(properties, part.properties ?? {});
      for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
    }
    const shape: Record<string, z.ZodType> = {};
    for (const [name, property] of Object.entries(properties)) {
      const resolved = property.$ref ? resolve(property.$ref as string) : property;
      if (mode.strict && resolved.readOnly === true) continue;
      const value = convert(property);
      shape[name] = required.has(name) ? value : value.optional();
    }
    return mode.strict && input.additionalProperties !== true ? z.strictObject(shape) : z.looseObject(shape);
  };
  const base = (input: Schema): z.ZodType => {
    const choices = (input.oneOf ?? input.anyOf) as Schema[] | undefined;
    if (choices) return z.union(choices.map(convert) as [z.ZodType, z.ZodType]);
    const mapping = (input.discriminator as { mapping?: Record<string, string> } | undefined)?.mapping;
    if (mapping)
      return z.union(Object.values(mapping).map((ref) => convert({ $ref: ref })) as [z.ZodType, z.ZodType]);
    const allOf = input.allOf as Schema[] | undefined;
    if (allOf?.length === 1 && !input.properties) return convert(allOf[0]!);
    if (Array.isArray(input.enum))
      return z.enum((input.enum as unknown[]).map(String) as [string, ...string[]]);
    // A map: no named properties, every value of the one schema (Pinterest's analytics by metric).
    const values = input.additionalProperties;
    if (!input.properties && !input.allOf && typeof values === 'object' && values !== null)
      return z.record(z.string(), convert(values as Schema));
    switch (input.type) {
      case 'string': {
        let text = z.string();
        if (typeof input.maxLength === 'number') text = text.max(input.maxLength);
        if (typeof input.minLength === 'number') text = text.min(input.minLength);
        if (typeof input.pattern === 'string') text = text.regex(new RegExp(input.pattern));
        return text;
      }
      case 'integer':
      case 'number': {
        let number = mode.coerce ? z.coerce.number() : z.number();
        if (input.type === 'integer') number = number.int();
        if (typeof input.minimum === 'number') number = number.min(input.minimum);
        if (typeof input.maximum === 'number') number = number.max(input.maximum);
        return number;
      }
      case 'boolean':
        return mode.coerce ? z.enum(['true', 'false']) : z.boolean();
      case 'array': {
        let list = z.array(convert(asSchema(input.items)));
        if (typeof input.minItems === 'number') list = list.min(input.minItems);
        if (typeof input.maxItems === 'number') list = list.max(input.maxItems);
        return list;
      }
      default:
        return input.properties || input.allOf ? objectOf(input) : z.unknown();
    }
  };
  return convert(schema);
}

/** The statuses an answer called 'default' stands for: the errors a network gives. */
const defaultStatuses = [400, 401, 403, 404, 409, 429, 500, 503];

/** One operation of the document as a contract route, under the server's path prefix. */
export function routeFromOpenApi(
  doc: Document,
  options: { prefix: string; path: string; method: string; source: string; headers?: Record<string, RegExp> },
): ContractRoute {
  const operation = asSchema(doc.paths[options.path]?.[options.method]);
  const parameters = ((operation.parameters as Schema[] | undefined) ?? []).map((parameter) =>
    parameter.$ref ? toZodParameter(doc, parameter.$ref as string) : parameter,
  );
  const query: Record<string, z.ZodType> = {};
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    let value = toZod(doc, asSchema(parameter.schema), { strict: true, coerce: true });
    // style form, explode false: an array travels as one value, its items joined by commas.
    if (parameter.explode === false && asSchema(parameter.schema).type === 'array')
      value = z.preprocess((sent) => (typeof sent === 'string' ? sent.split(',') : sent), value);
    query[parameter.name as string] = parameter.required === true ? value : value.optional();
  }
  const content = asSchema(asSchema(operation.requestBody).content);
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  const kinds: Record<string, BodyKind> = {
    'application/json': 'json',
    'application/x-www-form-urlencoded': 'form',
    'multipart/form-data': 'multipart',
  };
  const answers: ContractRoute['answers'] = {};
  for (const [status, response] of Object.entries(asSchema(operation.responses))) {
    const schema = asSchema(asSchema(asSchema(asSchema(response).content)['application/json']).schema);
    const zod = Object.keys(schema).length > 0 ? toZod(doc, schema, { strict: false }) : null;
    if (status === 'default') for (const code of defaultStatuses) answers[code] ??= zod;
    else answers[Number(status)] = zod;
  }
  return {
    route: `${options.method.toUpperCase()} ${options.prefix}${options.path.replace(/\{(\w+)\}/g, ':$1')}`,
    source: options.source,
    query: z.strictObject(query),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(mediaType
      ? {
          body: {
            kind: kinds[mediaType] ?? 'bytes',
            schema: toZod(doc, asSchema(asSchema(media).schema), {
              strict: true,
              coerce: mediaType !== 'application/json',
            }),
          },
        }
      : {}),
    answers,
  };
}

function toZodParameter(doc: Document, ref: string): Schema {
  return asSchema(doc.components.parameters?.[ref.split('/').at(-1)!]);
}
