import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOwner, startTestServer, type TestServer } from '../harness';
import { local, mediaEnv, opens, png, putBytes, startUpload, upload } from './media-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
});
afterAll(async () => {
  await server.close();
});

/** A viewer's whole avatar upload: start (kind avatar), PUT, complete. */
async function uploadAvatar(token: string, calendarId: string, bytes: Buffer) {
  const ticket = await startUpload(server, token, {
    calendarId,
    fileName: 'me.png',
    mimeType: 'image/png',
    size: bytes.length,
    kind: 'avatar',
  });
  expect(ticket.status).toBe(201);
  expect((await putBytes(server, ticket.body, bytes)).status).toBe(204);
  return server.api('POST', `/api/media/uploads/${ticket.body.uploadId}/complete`, { token });
}

describe('an uploaded avatar', () => {
  it('may be uploaded by any member, is kept, and comes back signed anew', async () => {
    const owner = await registerOwner(server, 'Avatar');
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    const bytes = await png(200, 200);

    // A viewer may not upload content, only their own picture.
    const content = await startUpload(server, viewer.token, {
      calendarId: owner.calendarId,
      fileName: 'post.png',
      mimeType: 'image/png',
      size: bytes.length,
    });
    expect(content.status).toBe(403);
    const picture = await uploadAvatar(viewer.token, owner.calendarId, bytes);
    expect(picture.status).toBe(200);

    const saved = await server.api('PUT', '/api/settings', {
      token: viewer.token,
      body: { avatar: picture.body.url },
    });
    expect(saved.status).toBe(200);
    const user = await server.api('GET', '/api/user', { token: viewer.token });
    expect(new URL(user.body.avatar).pathname).toBe(new URL(picture.body.url).pathname);
    expect(await opens(server, user.body.avatar)).toBe(200);
    const served = await fetch(local(server, user.body.avatar));
    expect(served.headers.get('content-type')).toBe('image/png');

    // Housekeeping keeps it: the upload is marked used.
    const row = await server.database.db.execute(
      `select attached_at from media where id = '${picture.body._id}'`,
    );
    expect((row as { rows: { attached_at: unknown }[] }).rows[0]?.attached_at).not.toBeNull();
  });

  it('is refused when the picture is someone else’s, or not a picture', async () => {
    const owner = await registerOwner(server, 'Owner');
    const stranger = await registerOwner(server, 'Stranger');
    const theirs = await upload(server, stranger.token, stranger.calendarId, {
      name: 'theirs.png',
      type: 'image/png',
      bytes: await png(),
    });
    const refused = await server.api('PUT', '/api/settings', {
      token: owner.token,
      body: { avatar: theirs.body.url },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(messages.settings.avatarNotYours);

    const notPicture = await startUpload(server, owner.token, {
      calendarId: owner.calendarId,
      fileName: 'me.pdf',
      mimeType: 'application/pdf',
      size: 1000,
      kind: 'avatar',
    });
    expect(notPicture.status).toBe(422);
  });
});
