import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteReader, multipartStream, openMediaStream } from '../../src/providers/media-stream';
import { PublishError } from '../../src/providers/publish-error';
import type { FakeHttp } from '../fakes/fake-http';
import { media, startMediaHost } from './media-host';

let host: FakeHttp;
beforeAll(async () => {
  host = await startMediaHost();
});
afterAll(() => host.close());

const pieces = (...sizes: number[]) =>
  Readable.from(
    sizes.map((size, index) => Buffer.alloc(size, index + 1)),
    { objectMode: false },
  );

describe('media read as a stream', () => {
  it('opens a media file with its size and type from the answer', async () => {
    const file = await openMediaStream(media(host, '/d.mp4'));
    expect(file).toMatchObject({ size: 10_000, mimeType: 'video/mp4' });
    const reader = byteReader(file.body);
    expect((await reader.read(4000)).length).toBe(4000);
    expect((await reader.read(6000)).length).toBe(6000);
  });

  it('fails a missing file as retryable', async () => {
    const error = await openMediaStream({ url: `${host.url}/gone.mp4` }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishError);
    expect(error).toMatchObject({ kind: 'transient', networkCode: 'media_404' });
  });

  it('reads pieces of the asked lengths across the pieces the stream gives', async () => {
    const reader = byteReader(pieces(3, 5, 2));
    const first = await reader.read(4);
    expect([...first]).toEqual([1, 1, 1, 2]);
    expect([...(await reader.read(6))]).toEqual([2, 2, 2, 2, 3, 3]);
  });

  it('fails as retryable when the media ends before its declared size', async () => {
    const error = await byteReader(pieces(3))
      .read(4)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'transient', networkCode: 'media_short' });
  });

  it('declares the exact length of a streamed multipart body', async () => {
    const file = { size: 10, mimeType: 'video/mp4', body: pieces(4, 6) };
    const form = multipartStream({ key: 'value' }, { name: 'file', filename: 'v.mp4', media: file });
    const chunks: Buffer[] = [];
    for await (const chunk of form.body as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    expect(body.length).toBe(form.length);
    expect(body.toString('latin1')).toContain('name="key"\r\n\r\nvalue\r\n');
    expect(form.contentType).toMatch(/^multipart\/form-data; boundary=kairos-/);
  });
});
