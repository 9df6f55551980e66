import type { TestServer } from '../harness';
import type { JsonSchema } from './schema-arbitrary';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what the fuzz and the authorization matrix walk over. */
export interface Operation {
  /** `METHOD /path` as the document writes it, e.g. `PUT /api/posts/{id}`. */
  key: string;
  method: string;
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | null;
  /** The document says a session is needed. */
  secured: boolean;
}

interface DocumentOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

const parametersIn = (operation: DocumentOperation, place: string): Parameter[] =>
  (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required ?? false,
      schema: parameter.schema,
    }));

/** The server's own OpenAPI document (`GET /api/docs/json`), as a list of operations. */
export async function readOperations(server: TestServer): Promise<Operation[]> {
  const reply = await server.api('GET', '/api/docs/json');
  if (reply.status !== 200) throw new Error(`the OpenAPI document answered ${reply.status}`);
  const document = reply.body as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParameters: parametersIn(operation, 'path'),
      queryParameters: parametersIn(operation, 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      secured: (operation.security?.length ?? 0) > 0,
    })),
  );
}
