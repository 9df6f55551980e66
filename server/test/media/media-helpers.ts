import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { registerOwner, type TestServer } from '../harness';

export const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures', name));
export const mediaEnv = () => ({ MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'kairos-media-')) });

export const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** The URLs name PUBLIC_URL (kairos.test); tests send them to the test server instead. */
export const local = (server: TestServer, url: string) => {
  const parsed = new URL(url);
  return `${server.baseUrl}${parsed.pathname}${parsed.search}`;
};

/** What a browser sees opening one of our links: its status, the answer read to its end. */
export async function opens(server: TestServer, url: string): Promise<number> {
  const answer = await fetch(local(server, url));
  await answer.arrayBuffer();
  return answer.status;
}

export async function startUpload(
  server: TestServer,
  token: string,
  body: { calendarId: string; fileName: string; mimeType: string; size: number; kind?: string },
) {
  return server.api('POST', '/api/media/uploads', { token, body });
}

export async function putBytes(
  server: TestServer,
  ticket: { uploadUrl: string; headers: object },
  bytes: Buffer,
) {
  return fetch(local(server, ticket.uploadUrl), {
    method: 'PUT',
    headers: ticket.headers as Record<string, string>,
    body: bytes,
  });
}

/** Start, PUT and complete: the browser's whole upload. */
export async function upload(
  server: TestServer,
  token: string,
  calendarId: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const ticket = await startUpload(server, token, {
    calendarId,
    fileName: file.name,
    mimeType: file.type,
    size: file.bytes.length,
  });
  if (ticket.status !== 201) throw new Error(`upload refused: ${JSON.stringify(ticket.body)}`);
  const put = await putBytes(server, ticket.body, file.bytes);
  if (put.status !== 204) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  return server.api('POST', `/api/media/uploads/${ticket.body.uploadId}/complete`, { token });
}

/** A new owner on Paris time with one library category, for the library's media tests. */
export async function libraryOwner(server: TestServer, name: string, category: string) {
  const owner = await registerOwner(server, name);
  await server.api('PUT', '/api/settings', { token: owner.token, body: { timezone: 'Europe/Paris' } });
  const created = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: category },
  });
  return { ...owner, categoryId: created.body._id as string };
}

/** A PNG whose header names width x height over a few bytes of pixels: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
