import { imageMaxMegapixels, imageMaxPixels, messages, type ImageTextReply } from '@kairos/core';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { readAll, type MediaStorage } from '../../storage/media-storage';
import { OcrBusyError, type Ocr } from '../assistant/media/ocr-pool';
import { assertCalendarAccess } from '../calendars/calendar-access';
import * as repository from '../media/media-repository';
import type { AuthContext } from '../session/auth-context';
import { assertDecodable } from './image-pixels';

/**
 * 'Text from image' (decision 0130): the text in one of the calendar's images, read by the writing
 * assistant's OCR threads and kept on the media (an upload never changes), where the suggested
 * images search finds it. Another team's media is not found; anything but an image is refused.
 */
export function createImageText(deps: { db: Database; storage: MediaStorage; ocr: Ocr }) {
  const { db, storage, ocr } = deps;

  async function read(auth: AuthContext, mediaId: string): Promise<ImageTextReply> {
    const row = await repository.findMedia(db, mediaId);
    if (!row || row.status !== 'ready') throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, 'view');
    if (row.kind !== 'image' && row.kind !== 'gif')
      throw validationFailed('params.id', messages.imageTools.notAnImage);
    if (row.ocrText !== null) return { text: row.ocrText };
    // The facts read at upload come first: a bomb is refused without reading its bytes.
    if ((row.width ?? 0) * (row.height ?? 0) > imageMaxPixels) {
      throw validationFailed('params.id', messages.imageTools.tooManyPixels(imageMaxMegapixels));
    }
    const bytes = await readAll(storage, row.storageKey, row.size);
    await assertDecodable(bytes, 'params.id');
    let text: string;
    try {
      text = await ocr.read(bytes, { strict: true });
    } catch (error) {
      if (error instanceof OcrBusyError) {
        throw new AppError('RATE_LIMITED', messages.imageTools.busy, { retryAfterSeconds: 30 });
      }
      throw validationFailed('params.id', messages.imageTools.notAnImage);
    }
    await repository.updateMedia(db, row.id, { ocrText: text });
    return { text };
  }

  return { read };
}
