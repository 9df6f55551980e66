import { expect } from 'vitest';
import type { TestServer } from './harness';

/** Uploads a file's bytes as the import page does. */
export async function uploadImport(
  server: TestServer,
  token: string,
  calendarId: string,
  bytes: Uint8Array | string,
  fileName = 'posts.csv',
) {
  const response = await fetch(
    `${server.baseUrl}/api/imports?calendarId=${calendarId}&fileName=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
    },
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Polls an import until it is over, as the client does. */
export async function importOutcome(server: TestServer, token: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await server.api('GET', `/api/imports/${id}`, { token });
    expect(reply.status).toBe(200);
    if (['done', 'cancelled', 'failed'].includes(reply.body.status)) return reply.body;
    if (Date.now() > deadline) throw new Error(`import still ${reply.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A CSV of `count` library rows in category `category`, one line each. */
export function libraryCsv(
  count: number,
  category: string,
  text = (index: number) => `Imported post ${index}`,
) {
  const lines = ['Message,Category,Hashtags'];
  for (let index = 0; index < count; index += 1) lines.push(`"${text(index)}",${category},#bulk`);
  return `${lines.join('\n')}\n`;
}
