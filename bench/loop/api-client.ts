/** An answer: `T` names the fields of the API's JSON the bench reads (it checks no others). */
export interface Reply<T = unknown> {
  status: number;
  body: T;
}

export type Api = <T = unknown>(method: string, path: string, body?: unknown) => Promise<Reply<T>>;

/** JSON calls to the API as the signed-in user; a Buffer body is sent as the file's bytes. */
export function apiClient(base: string, token: string): Api {
  return async <T>(method: string, path: string, body?: unknown): Promise<Reply<T>> => {
    const bytes = Buffer.isBuffer(body);
    const reply = await fetch(base + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined
          ? {}
          : { 'content-type': bytes ? 'application/octet-stream' : 'application/json' }),
      },
      body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
    });
    const text = await reply.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the error message
    }
    return { status: reply.status, body: parsed as T };
  };
}

/** The reply, or an error naming the call and what it answered. */
export async function expectStatus<T>(
  reply: Promise<Reply<T>>,
  status: number,
  what: string,
): Promise<Reply<T>> {
  const answered = await reply;
  if (answered.status !== status)
    throw new Error(`${what} answered ${answered.status}: ${JSON.stringify(answered.body).slice(0, 400)}`);
  return answered;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
