import {
  libraryPostErrors,
  mediaMaxBytes,
  messages,
  thumbnailError,
  type LibraryPostBody,
  type PostVideo,
} from '@kairos/core';
import type { Executor } from '../../db/database';
import { validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { attachMedia } from '../media/attach-media';
import { mediaOfUrls } from '../media/media-of-urls';
import { findMedia, type MediaRow } from '../media/media-repository';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The calendar's uploads a library post shows (null: a link elsewhere, or nothing). */
interface LibraryUploads {
  images: ReadonlyMap<string, MediaRow>;
  video: MediaRow | null;
  thumbnail: MediaRow | null;
}

/** A library post whose media were checked against their uploads, with the uploads to keep. */
export interface CheckedLibraryMedia<Body extends LibraryPostBody> {
  body: Body;
  uploadIds: string[];
}

/**
 * The upload an id names, which must be one of the calendar's; without an id, the upload behind a link
 * to our own storage. `required`: a link to our storage with no upload behind it is refused too.
 */
async function uploadOf(
  db: Executor,
  storage: MediaStorage,
  calendarId: string,
  named: { mediaId: string | undefined; url: string | null; required: boolean; path: string },
): Promise<MediaRow | null> {
  if (named.mediaId !== undefined) {
    const row = uuid.test(named.mediaId) ? await findMedia(db, named.mediaId) : null;
    if (row?.calendarId !== calendarId) throw validationFailed(named.path, messages.media.notUploaded);
    return row;
  }
  if (!named.url) return null;
  const row = (await mediaOfUrls(db, storage, calendarId, [named.url])).get(named.url) ?? null;
  const ours = named.url.startsWith('http') && storage.keyOfReadUrl(named.url) !== null;
  if (!row && ours && named.required) throw validationFailed(named.path, messages.media.notUploaded);
  return row;
}

async function findUploads(
  db: Executor,
  storage: MediaStorage,
  calendarId: string,
  body: LibraryPostBody,
): Promise<LibraryUploads> {
  const urls = body.images.filter((url): url is string => Boolean(url));
  const video = body.video;
  return {
    images: await mediaOfUrls(db, storage, calendarId, urls),
    video: video
      ? await uploadOf(db, storage, calendarId, {
          mediaId: video.mediaId,
          url: video.url,
          required: true,
          path: 'body.video',
        })
      : null,
    thumbnail: video
      ? await uploadOf(db, storage, calendarId, {
          mediaId: video.thumbnailMediaId,
          url: video.thumbnail,
          required: false,
          path: 'body.video.thumbnail',
        })
      : null,
  };
}

/**
 * The video as its upload is: a finished video of this calendar, with the facts the server read from
 * its bytes (duration, size, dimensions), so a campaign's planner checks Instagram's duration or
 * YouTube's Shorts against the real file. Its thumbnail is a jpg or png of the video's shape, as the
 * 'Choose Thumbnail' dialog checks it.
 */
function checkedVideo(video: PostVideo, uploads: LibraryUploads): PostVideo {
  const { video: upload, thumbnail } = uploads;
  let checked = video;
  if (upload) {
    if (upload.kind !== 'video') {
      throw validationFailed('body.video', messages.media.unsupportedFormat(upload.mimeType));
    }
    if (upload.status !== 'ready') throw validationFailed('body.video', messages.media.notUploaded);
    checked = {
      ...video,
      mediaId: upload.id,
      size: upload.size,
      duration: upload.duration ?? video.duration,
      videoWidth: upload.width ?? video.videoWidth,
      videoHeight: upload.height ?? video.videoHeight,
    };
  }
  if (thumbnail) {
    const problem =
      thumbnail.status === 'ready'
        ? thumbnailError(
            [
              {
                type: thumbnail.mimeType,
                size: thumbnail.size,
                width: thumbnail.width ?? 1,
                height: thumbnail.height ?? 1,
              },
            ],
            checked,
            mediaMaxBytes.image,
          )
        : messages.media.notUploaded;
    if (problem !== null) throw validationFailed('body.video.thumbnail', problem);
    checked = { ...checked, thumbnailMediaId: thumbnail.id };
  }
  return checked;
}

/**
 * The Add to Library modal's media, checked against the calendar's uploads: the uploader's count rule
 * with GIFs told by their upload's type, and the video and its thumbnail as above. Returns the body to
 * store and the uploads to keep from housekeeping once it is saved.
 */
export async function checkLibraryMedia<Body extends LibraryPostBody>(
  db: Executor,
  storage: MediaStorage,
  calendarId: string,
  body: Body,
): Promise<CheckedLibraryMedia<Body>> {
  const uploads = await findUploads(db, storage, calendarId, body);
  const isGif = (url: string) => {
    const upload = uploads.images.get(url);
    return upload ? upload.kind === 'gif' : /\.gif($|\?)/i.test(url);
  };
  const [error] = libraryPostErrors(body, isGif);
  if (error) throw validationFailed('body', error);
  const video = body.video ? checkedVideo(body.video, uploads) : null;
  const uploadIds = [...uploads.images.values(), uploads.video, uploads.thumbnail].flatMap((row) =>
    row ? [row.id] : [],
  );
  return { body: { ...body, video }, uploadIds: [...new Set(uploadIds)] };
}

/**
 * Kept from housekeeping ("uploads never attached to a post are cleaned up after a day") once a
 * library post shows them, as a post's are: in the transaction that saves it.
 */
export async function keepLibraryUploads(
  tx: Executor,
  calendarId: string,
  checked: CheckedLibraryMedia<LibraryPostBody>,
  now: Date,
): Promise<void> {
  await attachMedia(tx, calendarId, checked.uploadIds, now);
}
