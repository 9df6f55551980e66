import { messages, type User } from '@kairos/core';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { calendars, media } from '../../db/schema';
import { validationFailed } from '../../errors/app-error';
import { assertPublicHost, type SafeFetchOptions } from '../../net/safe-fetch';
import type { MediaStorage } from '../../storage/media-storage';
import { attachMedia } from '../media/attach-media';
import type { AuthContext } from '../session/auth-context';

/** The picture behind one of our read links, if the user uploaded it in their team's calendars. */
async function ownPicture(db: Executor, user: { userId: string; teamId: string }, key: string) {
  const [row] = await db
    .select({ id: media.id, calendarId: media.calendarId, mimeType: media.mimeType })
    .from(media)
    .innerJoin(calendars, eq(calendars.id, media.calendarId))
    .where(
      and(
        eq(media.storageKey, key),
        eq(media.status, 'ready'),
        eq(media.kind, 'image'),
        eq(media.uploadedBy, user.userId),
        eq(calendars.teamId, user.teamId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * An avatar is shown to the team's browsers and may be fetched by us one day (a notification mail,
 * a network's profile picture): it must be a picture the user uploaded (an `avatar` upload, marked
 * used so housekeeping keeps it), or an http(s) address whose host resolves to public addresses only,
 * checked as the safe fetch checks what it fetches. A loopback or private address
 * (http://127.0.0.1:5432/, http://169.254.169.254/) is refused now, not when fetched; a link to
 * another person's or team's file is refused whatever its signature.
 */
export async function assertAvatarAddress(
  db: Executor,
  auth: AuthContext,
  avatar: string,
  storage: MediaStorage | undefined,
  fetchOptions: SafeFetchOptions,
  now: Date,
): Promise<void> {
  const ours = storage?.keyOfReadUrl(avatar);
  if (ours) {
    const picture = await ownPicture(db, auth, ours.key);
    if (!picture) throw validationFailed('body.avatar', messages.settings.avatarNotYours);
    await attachMedia(db, picture.calendarId, [picture.id], now);
    return;
  }
  try {
    await assertPublicHost(new URL(avatar), fetchOptions);
  } catch {
    throw validationFailed('body.avatar', messages.settings.avatarNotPublic);
  }
}

/**
 * The user as answered, with an uploaded avatar's link signed again (links expire, decision 0032),
 * as its recorded type; one that no longer resolves to the user's picture is left out.
 */
export async function withFreshAvatar(
  db: Executor,
  storage: MediaStorage | undefined,
  user: User,
  read: { now: Date; lifetimeSeconds: number; teamId: string },
): Promise<User> {
  const ours = user.avatar === null ? null : storage?.keyOfReadUrl(user.avatar);
  if (!storage || !ours) return user;
  const picture = await ownPicture(db, { userId: user._id, teamId: read.teamId }, ours.key);
  if (!picture) return { ...user, avatar: null };
  const expiresAt = new Date(read.now.getTime() + read.lifetimeSeconds * 1000);
  return { ...user, avatar: storage.readUrl(ours.key, { contentType: picture.mimeType, expiresAt }) };
}
