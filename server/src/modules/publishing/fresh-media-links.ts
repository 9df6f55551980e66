import { signReadUrlsAgain } from '../../storage/fresh-read-urls';
import type { MediaStorage } from '../../storage/media-storage';
import type { PostRow } from '../posts/post-repository';

/**
 * A post keeps the read URLs its media had when it was saved, and those expire
 * (MEDIA_READ_URL_SECONDS). At send time every link to our own storage in the post's content (images,
 * their JPEG renditions, the video and its thumbnail, audio, PDF) is signed again, valid for
 * `seconds` from now, so a network that fetches the file itself, or a reminder read tomorrow, gets
 * a working link. Links elsewhere are left as they are.
 */
export function withFreshMediaLinks(
  post: PostRow,
  storage: MediaStorage | undefined,
  now: Date,
  seconds: number,
): PostRow {
  if (!storage) return post;
  // The targets of one post, sent together, share its links: signed once, not once per account.
  const signed = recentlySigned.get(post);
  if (signed && Math.abs(now.getTime() - signed.at) < reuseMs) return signed.post;
  const fresh = signAgain(post, storage, now, seconds);
  recentlySigned.set(post, { at: now.getTime(), post: fresh });
  return fresh;
}

/** Links signed this recently are as good as new (they stay valid for MEDIA_READ_URL_SECONDS). */
const reuseMs = 60_000;
const recentlySigned = new WeakMap<PostRow, { at: number; post: PostRow }>();

function signAgain(post: PostRow, storage: MediaStorage, now: Date, seconds: number): PostRow {
  const fresh = signReadUrlsAgain(storage, new Date(now.getTime() + seconds * 1000));
  return { ...post, content: fresh(post.content) };
}
