import { callToActionSchema, messages, type CallToAction, type Offer } from '@kairos/core';
import { z } from 'zod';
import type { PublishContent, PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { dateIn, offsetOf, scheduleIn, type Schedule, type Zone } from './local-schedule';

export interface LocalPost {
  topicType: 'STANDARD' | 'EVENT' | 'OFFER';
  summary: string;
  callToAction?: { actionType: string; url?: string };
  event?: { title: string; schedule: Schedule };
  offer?: { couponCode?: string; redeemOnlineUrl?: string; termsConditions?: string };
  media?: { mediaFormat: 'PHOTO'; sourceUrl: string }[];
}

/**
 * An event's dates, where the post carries them (`extra.event`): the composer's 'Add event details
 * for GMB' section, checked by core's event rules before the post is saved.
 */
const eventInput = z.object({
  title: z.string().optional(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

/**
 * "Offer duration 1 to 30; unit hours, days or weeks", from the moment it is published: hours run
 * to the minute; days and weeks are whole days, the first being today (a 1-day offer ends today).
 */
export function offerSchedule(offer: Offer, now: Date, zone: Zone): Schedule {
  if (offer.unit === 'hours')
    return scheduleIn(now, new Date(now.getTime() + offer.duration * 3600_000), zone);
  const days = offer.unit === 'weeks' ? offer.duration * 7 : offer.duration;
  const start = dateIn(now, zone);
  // Whole days on the location's calendar: counted on the civil date, so a DST change moves nothing.
  const last = new Date(Date.UTC(start.year, start.month - 1, start.day + days - 1));
  return {
    startDate: start,
    endDate: { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() },
  };
}

const nonEmpty = (value: string) => (value.trim() === '' ? undefined : value.trim());

function offerDetails(offer: Offer): LocalPost['offer'] {
  const details = {
    couponCode: nonEmpty(offer.couponCode),
    redeemOnlineUrl: nonEmpty(offer.redeemOnlineUrl),
    termsConditions: nonEmpty(offer.termsConditions),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

/** The button: Learn More, Book, Order, Shop and Sign Up open the URL; Call dials the listing's phone. */
function button(callToAction: CallToAction | null): LocalPost['callToAction'] {
  if (!callToAction || callToAction.actionType === 'DEFAULT' || callToAction.actionType === 'OFFER')
    return undefined;
  if (callToAction.actionType === 'CALL') return { actionType: 'CALL' };
  return { actionType: callToAction.actionType, url: callToAction.url.trim() };
}

/** "one image ..., no GIF or video": the first photo, which Google fetches from its URL. */
function photo(images: PublishMedia[]): LocalPost['media'] {
  const image = images.find(
    (candidate) => candidate.mimeType !== 'image/gif' && !/\.gif(\?|$)/i.test(candidate.url),
  );
  return image ? [{ mediaFormat: 'PHOTO', sourceUrl: image.url }] : undefined;
}

/**
 * The localPost for a post: OFFER when the call to action is an offer (its title, schedule and
 * details), EVENT when the post carries event dates, else STANDARD; the call to action and the photo
 * ride along (Google ignores the button on offers, so none is sent).
 */
export function localPostOf(content: PublishContent, now: Date, timeZone: string | null): LocalPost {
  if (content.video)
    throw new PublishError('bad_content', 'Google Business Profile posts take no video', {
      networkCode: 'video_not_supported',
    });
  const parsed = content.callToAction ? callToActionSchema.safeParse(content.callToAction) : null;
  const callToAction = parsed?.success ? parsed.data : null;
  const base = { summary: content.message, ...optional('media', photo(content.images)) };
  const title = content.title.trim();

  if (callToAction?.actionType === 'OFFER') {
    if (title === '')
      throw new PublishError('bad_content', messages.networkRules.gmbOfferTitleRequired, {
        networkCode: 'offer_title_required',
      });
    const offer = callToAction.offer ?? {
      unit: 'days',
      duration: 1,
      redeemOnlineUrl: '',
      couponCode: '',
      termsConditions: '',
    };
    return {
      topicType: 'OFFER',
      ...base,
      // Without the location's zone an offer runs on UTC's clock, as before.
      event: { title, schedule: offerSchedule(offer, now, timeZone ? { timeZone } : { offsetMinutes: 0 }) },
      offer: offerDetails(offer),
    };
  }
  const event = eventInput.safeParse(content.extra.event);
  if (event.success) {
    return {
      topicType: 'EVENT',
      ...base,
      ...optional('callToAction', button(callToAction)),
      event: {
        title: event.data.title?.trim() || title,
        // Google reads the times as the location's; without its zone, as the user wrote them.
        schedule: scheduleIn(
          new Date(event.data.startsAt),
          new Date(event.data.endsAt),
          timeZone ? { timeZone } : { offsetMinutes: offsetOf(event.data.startsAt) },
        ),
      },
    };
  }
  return { topicType: 'STANDARD', ...base, ...optional('callToAction', button(callToAction)) };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
