import { FakeScript, startFakeHttp, type FakeHttp } from '../fakes/fake-http';

/** Our storage, as the providers read it: media files served over HTTP. */
export const mediaFiles: Record<string, { type: string; bytes: Buffer }> = {
  '/a.png': { type: 'image/png', bytes: Buffer.alloc(3000, 1) },
  '/b.jpg': { type: 'image/jpeg', bytes: Buffer.alloc(2000, 2) },
  '/c.gif': { type: 'image/gif', bytes: Buffer.alloc(2500, 3) },
  '/d.mp4': { type: 'video/mp4', bytes: Buffer.alloc(10_000, 4) },
};

export async function startMediaHost(): Promise<FakeHttp> {
  return startFakeHttp(new FakeScript(), (request) => {
    const file = mediaFiles[request.path];
    if (!file) return { status: 404, text: 'not found' };
    return { status: 200, text: file.bytes.toString('latin1'), headers: { 'content-type': file.type } };
  });
}

export const media = (host: FakeHttp, path: keyof typeof mediaFiles) => ({
  url: `${host.url}${path}`,
  mimeType: mediaFiles[path]!.type,
  size: mediaFiles[path]!.bytes.length,
});
