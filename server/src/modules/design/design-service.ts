import {
  countGate,
  designMessages,
  designSizeOf,
  featureGate,
  messages,
  planLimits,
  type BannerRequest,
  type DesignJob,
  type DesignJobKind,
  type GraphicTemplate,
  type ImageAudioRequest,
  type TrimRequest,
} from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { toMediaView } from '../media/media-view';
import type { AuthContext } from '../session/auth-context';
import { subscriptionOf } from '../team/subscription-of';
import * as repository from './design-repository';
import { designQueue, designSendOptions, prepareDesignQueue } from './design-queue';
import { assertPictureRow, readPicture } from './load-picture';
import { checkBanner, designOf } from './resolve-banner';
import type { RenderDesign } from './render-pool';
import { findTemplate, templates } from './templates';

/** A job untouched this long is taken for dead (its worker stopped) and marked failed. */
export const stuckAfterMs = 10 * 60 * 1000;
const previewWidth = 360;

const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

export function createDesignService(deps: {
  db: Database;
  config: Config;
  storage: MediaStorage;
  queue: PgBoss | null;
  now: () => Date;
  /** The renderer's thread (render-pool.ts): drawing never runs on the API's event loop. */
  render: RenderDesign;
}) {
  const { db, config, storage, now } = deps;
  const previews = new Map<string, Promise<Buffer>>();

  function templateView(template: (typeof templates)[number]): GraphicTemplate {
    const size = designSizeOf(template.size);
    return {
      uid: template.uid,
      name: template.name,
      tags: [...template.tags],
      size: template.size,
      width: size.width,
      height: size.height,
      preview_url: `${config.publicUrl}/api/design/templates/${template.uid}/preview.png`,
      fields: {
        texts: { ...template.texts },
        colours: { ...template.colours },
        images: [...template.images],
        fonts: { ...template.fonts },
      },
    };
  }

  /** Spec: "GET banner templates ?name&tag returns data"; the whole catalogue is small. */
  function listTemplates(query: { name?: string; tag?: string }): { data: GraphicTemplate[] } {
    const name = query.name?.toLowerCase() ?? '';
    const tag = query.tag?.toLowerCase() ?? '';
    const found = templates.filter(
      (template) =>
        template.name.toLowerCase().includes(name) && (!tag || template.tags.some((each) => each === tag)),
    );
    return { data: found.map(templateView) };
  }

  /** The template with its own texts, small; drawn once per process. */
  function preview(uid: string): Promise<Buffer> {
    const template = findTemplate(uid);
    if (!template) throw notFound();
    let drawn = previews.get(uid);
    if (!drawn) {
      drawn = deps.render(designOf(template, { texts: {}, colours: {}, fonts: {} }), {
        fitWidth: previewWidth,
      });
      previews.set(uid, drawn);
      // A refused drawing (the renderer's queue full) is not kept: the next request draws again.
      drawn.catch(() => previews.delete(uid));
    }
    return drawn;
  }

  async function assertBannerAllowed(auth: AuthContext): Promise<void> {
    const at = now();
    const limits = planLimits(await subscriptionOf(db, auth.teamId), at);
    const refused =
      featureGate(limits, 'bannerImageGeneration') ??
      countGate(
        limits,
        'imageGeneratorImagesPerMonth',
        await repository.bannersThisMonth(db, auth.teamId, monthStart(at)),
      );
    if (refused) throw new AppError('PLAN_LIMIT', refused.message, { reason: refused.reason });
  }

  async function start(auth: AuthContext, calendarId: string, kind: DesignJobKind, input: object) {
    const row = await repository.insertJob(db, {
      teamId: auth.teamId,
      calendarId,
      requestedBy: auth.userId,
      kind,
      input,
    });
    if (deps.queue) {
      await prepareDesignQueue(deps.queue);
      await deps.queue.send(designQueue, { jobId: row.id }, designSendOptions);
    }
    return { data: { uid: row.id } };
  }

  async function createBanner(auth: AuthContext, request: BannerRequest) {
    await assertCalendarAccess(db, auth, request.calendarId, 'edit');
    await assertBannerAllowed(auth);
    const input = checkBanner(request.imageData.template, request.imageData.modifications);
    const rows = await repository.calendarMedia(db, request.calendarId, Object.values(input.images));
    for (const [key, mediaId] of Object.entries(input.images)) {
      const path = `body.imageData.modifications.images.${key}`;
      await readPicture(storage, assertPictureRow(rows.get(mediaId), path), path);
    }
    return start(auth, request.calendarId, 'banner', input);
  }

  async function createTrim(auth: AuthContext, request: TrimRequest) {
    await assertCalendarAccess(db, auth, request.calendarId, 'edit');
    const video = (await repository.calendarMedia(db, request.calendarId, [request.mediaId])).get(
      request.mediaId,
    );
    if (!video) throw validationFailed('body.mediaId', messages.media.notInCalendar);
    if (video.kind !== 'video') throw validationFailed('body.mediaId', designMessages.notAVideo);
    const tooLong = video.duration !== null && request.end > video.duration + 0.05;
    if (request.end <= request.start || tooLong) throw validationFailed('body.end', designMessages.badTrim);
    return start(auth, request.calendarId, 'trim', {
      mediaId: video.id,
      start: request.start,
      end: request.end,
    });
  }

  async function createImageAudio(auth: AuthContext, request: ImageAudioRequest) {
    await assertCalendarAccess(db, auth, request.calendarId, 'edit');
    const rows = await repository.calendarMedia(db, request.calendarId, [request.imageId, request.audioId]);
    await readPicture(storage, assertPictureRow(rows.get(request.imageId), 'body.imageId'), 'body.imageId');
    const audio = rows.get(request.audioId);
    if (!audio) throw validationFailed('body.audioId', messages.media.notInCalendar);
    if (audio.kind !== 'audio') throw validationFailed('body.audioId', designMessages.notAnAudio);
    return start(auth, request.calendarId, 'imageAudio', { imageId: request.imageId, audioId: audio.id });
  }

  /** Spec: "GET banner status by uid until data.image_url appears". */
  async function status(auth: AuthContext, uid: string): Promise<{ data: DesignJob }> {
    let row = await repository.findTeamJob(db, auth.teamId, uid);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, 'view');
    const at = now();
    const open = row.status === 'queued' || row.status === 'running';
    if (open && at.getTime() - row.updatedAt.getTime() > stuckAfterMs) {
      await repository.failStuckJobs(db, new Date(at.getTime() - stuckAfterMs), designMessages.stuck, at);
      row = (await repository.findTeamJob(db, auth.teamId, uid)) ?? row;
    }
    const result = row.resultMediaId ? await repository.findMediaRow(db, row.resultMediaId) : null;
    const media = result ? toMediaView(result, storage, at, config.media.readUrlSeconds) : null;
    const ready = row.status === 'ready' && media !== null;
    return {
      data: {
        uid: row.id,
        kind: row.kind,
        status: ready || row.status !== 'ready' ? row.status : 'failed',
        progress: row.progress,
        image_url: ready ? media.url : null,
        media: ready ? media : null,
        error: row.error,
      },
    };
  }

  return { listTemplates, preview, createBanner, createTrim, createImageAudio, status };
}

export type DesignService = ReturnType<typeof createDesignService>;
