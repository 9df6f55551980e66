/**
 * The worker's side of the media memory benchmark (its own process, so its peak RSS is only this):
 * connects to X's fake through OAuth, then publishes N videos from the media host at once through
 * the X provider, and prints one JSON line with the process's peak RSS.
 *
 *   tsx bench/media-memory/publish-videos.ts <fake-x-url> <media-url-prefix> <count> <bytes>
 */
import { createHash, randomBytes } from 'node:crypto';
import { createXProvider } from '../../server/src/providers/x/x-provider';
import type { PublishRequest } from '../../server/src/providers/provider';
import { fakeXClient } from '../../server/test/fakes/x/fake-server';

const [fakeUrl = '', mediaPrefix = '', countArg = '20', bytesArg = '0'] = process.argv.slice(2);
const count = Number(countArg);
const bytes = Number(bytesArg);
const redirectUri = 'http://kairos.bench/callback';

const provider = createXProvider({
  clientId: fakeXClient.id,
  clientSecret: fakeXClient.secret,
  apiBase: fakeUrl,
  authBase: fakeUrl,
  timeoutMs: 600_000,
  media: { maxPollMs: 10 },
});

async function connect() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = await provider.authorizeUrl({ state: 's', codeChallenge: challenge, redirectUri });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
  const code = back.searchParams.get('code') ?? '';
  return provider.exchangeCode({ code, codeVerifier: verifier, redirectUri });
}

const baselineRss = process.memoryUsage().rss;
const tokens = await connect();
const started = performance.now();
const results = await Promise.allSettled(
  Array.from({ length: count }, (_, index) => {
    const request: PublishRequest = {
      idempotencyKey: `bench-${index}`,
      sendAt: new Date(),
      account: { externalId: 'bench', type: 'personal', metadata: { username: 'bench' } },
      tokens,
      content: {
        message: `Video ${index}`,
        title: '',
        images: [],
        video: { url: `${mediaPrefix}/video-${index}.mp4`, mimeType: 'video/mp4', size: bytes },
        callToAction: null,
        options: {},
        extra: {},
      },
    };
    return provider.publish(request);
  }),
);
const failed = results.filter((result) => result.status === 'rejected');
for (const failure of failed.slice(0, 3)) console.error(failure.reason);
console.log(
  JSON.stringify({
    videos: count,
    videoBytes: bytes,
    published: count - failed.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    baselineRssMiB: Math.round(baselineRss / 2 ** 20),
    // resourceUsage's maxRSS is the kernel's high-water mark, in KiB: no sampling can miss a peak.
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
process.exit(failed.length > 0 ? 1 : 0);
