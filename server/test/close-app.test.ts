import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/http/close-app';

/** A server with an endless answer (as a video a browser stopped reading) and a slow but finite one. */
async function serverWithLongAnswers() {
  const app = Fastify();
  app.get('/endless', (_request, reply) => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    return reply.type('video/mp4').send(
      new Readable({
        read() {
          this.push(chunk);
        },
      }),
    );
  });
  let arrived = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, url: `http://127.0.0.1:${address.port}`, slowArrived };
}

describe('closeApp', () => {
  it('cuts a connection whose client stopped reading once the grace is over', async () => {
    const { app, url } = await serverWithLongAnswers();
    const answer = await fetch(`${url}/endless`);
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    await reader.read(); // the client read a little, then stopped

    await closeApp(app, 200);

    // The stream the client kept ends in an error: its connection was cut, not finished.
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toThrow();
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
  });

  it('lets a request in progress finish, then stops without waiting out the grace', async () => {
    const { app, url, slowArrived } = await serverWithLongAnswers();
    const slow = fetch(`${url}/slow`);
    await slowArrived;

    // Its keep-alive connection is closed once it is answered: the stop does not wait out the grace.
    const stopped = await Promise.race([
      closeApp(app, 120_000).then(() => 'stopped'),
      new Promise((resolve) => setTimeout(resolve, 20_000, 'still waiting')),
    ]);
    expect(stopped).toBe('stopped');

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
  });
});
