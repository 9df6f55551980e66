import type { Executor } from '../../db/database';
import { signReadUrlsAgain, storageKeysIn } from '../../storage/fresh-read-urls';
import type { MediaStorage } from '../../storage/media-storage';
import { calendarMediaFiles } from '../media/own-media';
import type { PostRow } from '../posts/post-repository';

/**
 * A post keeps the read URLs its media had when it was saved, and those expire
 * (MEDIA_READ_URL_SECONDS). At send time every link to the calendar's own files in the post's
 * content (images, their JPEG renditions, the video and its thumbnail, audio, PDF) is signed again,
 * valid for `seconds` from now and with the upload's recorded type, so a network that fetches the
 * file itself, or a reminder read tomorrow, gets a working link. Links elsewhere, and any link to a
 * file that is not the calendar's, are left as they are.
 */
export function withFreshMediaLinks(
  db: Executor,
  post: PostRow,
  storage: MediaStorage | undefined,
  now: Date,
  seconds: number,
): Promise<PostRow> {
  if (!storage) return Promise.resolve(post);
  // The targets of one post, sent together, share its links: signed once, not once per account.
  const signed = recentlySigned.get(post);
  if (signed && Math.abs(now.getTime() - signed.at) < reuseMs) return signed.post;
  const fresh = signAgain(db, post, storage, now, seconds);
  recentlySigned.set(post, { at: now.getTime(), post: fresh });
  fresh.catch(() => recentlySigned.delete(post));
  return fresh;
}

/** Links signed this recently are as good as new (they stay valid for MEDIA_READ_URL_SECONDS). */
const reuseMs = 60_000;
const recentlySigned = new WeakMap<PostRow, { at: number; post: Promise<PostRow> }>();

async function signAgain(
  db: Executor,
  post: PostRow,
  storage: MediaStorage,
  now: Date,
  seconds: number,
): Promise<PostRow> {
  const keys = storageKeysIn(storage, post.content);
  if (keys.size === 0) return post;
  const { keyTypes } = await calendarMediaFiles(db, post.calendarId, keys);
  const fresh = signReadUrlsAgain(storage, new Date(now.getTime() + seconds * 1000), keyTypes);
  return { ...post, content: fresh(post.content) };
}
