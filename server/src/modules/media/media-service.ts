import { randomUUID } from 'node:crypto';
import {
  canEditCalendar,
  fileTypeOf,
  mediaKindOf,
  mediaMaxBytes,
  messages,
  thumbnailTypes,
  uploadFileError,
  type MediaView,
  type UploadRequest,
  type UploadTicket,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { findTeamCalendar } from '../calendars/calendar-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { AuthContext } from '../session/auth-context';
import { inspectUpload } from './inspect-upload';
import * as repository from './media-repository';
import { toMediaView } from './media-view';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refuse = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });

/** The spec's messages for a file the uploader declares, before any byte is sent. */
function declaredFileError(request: UploadRequest, type: string): string | null {
  if (request.kind === 'avatar') {
    if (mediaKindOf({ name: request.fileName, type }) !== 'image')
      return messages.media.unsupportedFileFormat;
    return request.size > mediaMaxBytes.image ? messages.media.imagesUnder5Mb : null;
  }
  if (request.kind === 'thumbnail') {
    if (!(thumbnailTypes as readonly string[]).includes(type)) return messages.thumbnail.typeNotSupported;
    return request.size > mediaMaxBytes.image ? messages.thumbnail.sizeExceeded : null;
  }
  const error = uploadFileError({ name: request.fileName, type, size: request.size });
  if (error) return error;
  if (!request.kind) return null;
  // An image uploader takes GIFs too; the other uploaders take their own kind only.
  const kind = mediaKindOf({ name: request.fileName, type });
  const matches = kind === request.kind || (request.kind === 'image' && kind === 'gif');
  return matches ? null : messages.media.unsupportedFileFormat;
}

export function createMediaService(deps: {
  db: Database;
  storage: MediaStorage;
  config: Config;
  now: () => Date;
}) {
  const { db, storage, config, now } = deps;
  const view = (row: repository.MediaRow): MediaView =>
    toMediaView(row, storage, now(), config.media.readUrlSeconds);

  /**
   * An upload to complete: the caller must edit its calendar, or, for their own pending upload, see
   * it (a viewer's only uploads are avatars: createUpload asks them nothing more).
   */
  async function loadCompletable(auth: AuthContext, mediaId: string): Promise<repository.MediaRow> {
    const row = await repository.findMedia(db, mediaId);
    if (!row) throw notFound();
    const own = row.uploadedBy === auth.userId && row.status === 'pending';
    await assertCalendarAccess(db, auth, row.calendarId, own ? 'view' : 'edit');
    return row;
  }

  async function createUpload(auth: AuthContext, request: UploadRequest): Promise<UploadTicket> {
    // Anyone who sees the calendar may upload their own picture; every other upload edits it.
    await assertCalendarAccess(db, auth, request.calendarId, request.kind === 'avatar' ? 'view' : 'edit');
    const type = fileTypeOf({ name: request.fileName, type: request.mimeType });
    const error = declaredFileError(request, type);
    if (error) throw refuse('file', error);
    const id = randomUUID();
    const row = await repository.insertMedia(db, {
      id,
      calendarId: request.calendarId,
      uploadedBy: auth.userId,
      kind: mediaKindOf({ name: request.fileName, type }) ?? 'image',
      mimeType: type,
      size: request.size,
      storageKey: id,
      status: 'pending',
    });
    const expiresAt = new Date(now().getTime() + config.media.uploadUrlSeconds * 1000);
    const target = storage.uploadTarget({
      key: row.storageKey,
      contentType: type,
      size: row.size,
      expiresAt,
    });
    return {
      uploadId: row.id,
      uploadUrl: target.url,
      method: 'PUT',
      headers: target.headers,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Checks the uploaded bytes; a refused file is deleted with its record. Completing twice is a no-op. */
  async function complete(auth: AuthContext, mediaId: string): Promise<MediaView> {
    const row = await loadCompletable(auth, mediaId);
    if (row.status === 'ready') return view(row);
    // Not uploaded yet: the browser may still send the bytes, so the record stays.
    const size = await storage.size(row.storageKey);
    if (size === null || size === 0) throw refuse('file', messages.media.notUploaded);
    const thumbnailKey = `${row.id}-thumbnail`;
    const jpegKey = `${row.id}-jpeg`;
    try {
      const facts = await inspectUpload(storage, { ...row, size, thumbnailKey, jpegKey });
      return view(await repository.updateMedia(db, row.id, { ...facts, status: 'ready' }));
    } catch (error) {
      await removeRows([{ ...row, thumbnailKey, jpegKey }]);
      throw error;
    }
  }

  async function get(auth: AuthContext, mediaId: string): Promise<MediaView> {
    const row = await repository.findMedia(db, mediaId);
    if (!row || row.status !== 'ready') throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, 'view');
    return view(row);
  }

  async function removeRows(rows: readonly repository.MediaRow[]): Promise<void> {
    for (const row of rows) {
      await storage.remove(row.storageKey);
      if (row.thumbnailKey) await storage.remove(row.thumbnailKey);
      if (row.jpegKey) await storage.remove(row.jpegKey);
    }
    await repository.deleteMedia(
      db,
      rows.map((row) => row.id),
    );
  }

  /**
   * The composer's Cancel: drops uploads no post uses yet. Ids of other teams, of calendars the
   * caller cannot edit, or of attached media are left alone without saying so.
   */
  async function temporaryDelete(auth: AuthContext, files: readonly string[]): Promise<{ files: string[] }> {
    const found = await repository.findUnattached(db, files);
    const editable = new Set<string>();
    for (const calendarId of new Set(found.map((row) => row.calendarId))) {
      const calendar = await findTeamCalendar(db, auth.teamId, calendarId);
      if (calendar && canEditCalendar(auth, calendarId)) editable.add(calendarId);
    }
    const candidates = found.filter((row) => editable.has(row.calendarId));
    await removeRows(candidates);
    return { files: candidates.map((row) => row.id) };
  }

  /**
   * Whether an upload URL for this key may still put bytes: its upload is pending. Uploads are
   * stored under their own id (createUpload), so the key finds the record by its primary key.
   */
  async function waitsForBytes(storageKey: string): Promise<boolean> {
    const row = uuidPattern.test(storageKey) ? await repository.findMedia(db, storageKey) : null;
    return row?.storageKey === storageKey && row.status === 'pending';
  }

  return { createUpload, complete, get, temporaryDelete, removeRows, waitsForBytes };
}

export type MediaService = ReturnType<typeof createMediaService>;
