import type { FakeAnswer } from '../fake-http';
import { invalidArgument } from './fake-locations';

export interface FakeLocalPost {
  name: string;
  location: string;
  topicType: string;
  summary: string;
  callToAction: { actionType: string; url?: string } | null;
  event: { title: string; schedule: Record<string, unknown> } | null;
  offer: Record<string, string> | null;
  media: { mediaFormat: string; sourceUrl: string }[];
}

type Body = Record<string, unknown>;
const record = (value: unknown): Body | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null;
const topics = new Set(['STANDARD', 'EVENT', 'OFFER', 'ALERT']);
const actions = new Set(['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL', 'GET_OFFER']);
const webUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value);

const dayNumber = (date: unknown) => {
  const value = record(date);
  if (!value) return null;
  const [year, month, day] = [value.year, value.month, value.day].map(Number) as [number, number, number];
  return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= 31
    ? Date.UTC(year, month - 1, day)
    : null;
};

function checkEvent(event: Body | null): FakeAnswer | null {
  if (!event) return invalidArgument('An event is required for this topic type.', 'event');
  const title = typeof event.title === 'string' ? event.title : '';
  if (title.trim() === '') return invalidArgument('The event title is required.', 'event.title');
  if (title.length > 58)
    return invalidArgument('The event title must be 58 characters or fewer.', 'event.title');
  const schedule = record(event.schedule);
  const start = dayNumber(schedule?.startDate);
  const end = dayNumber(schedule?.endDate);
  if (start === null || end === null)
    return invalidArgument('The event schedule needs a start and an end date.', 'event.schedule');
  if (end < start) return invalidArgument('The event must end after it starts.', 'event.schedule.end_date');
  return null;
}

function checkButton(button: Body | null): FakeAnswer | null {
  if (!button) return null;
  const actionType = String(button.actionType ?? '');
  if (!actions.has(actionType))
    return invalidArgument('Invalid call to action type.', 'call_to_action.action_type');
  if (actionType === 'CALL' && button.url !== undefined)
    return invalidArgument('The URL must be unset for a CALL action.', 'call_to_action.url');
  if (actionType !== 'CALL' && !webUrl(button.url))
    return invalidArgument('The call to action needs a valid URL.', 'call_to_action.url');
  return null;
}

/** The checks Google makes of a LocalPost body (v4), with its INVALID_ARGUMENT answers. */
export function checkLocalPost(body: Body | null): FakeAnswer | null {
  if (!body) return invalidArgument('Invalid JSON payload received.');
  const topicType = String(body.topicType ?? '');
  if (!topics.has(topicType)) return invalidArgument('A valid topic type is required.', 'topic_type');
  const summary = typeof body.summary === 'string' ? body.summary : '';
  if (summary.length > 1500)
    return invalidArgument('The summary must be 1500 characters or fewer.', 'summary');
  const media = Array.isArray(body.media) ? body.media.map(record) : [];
  if (media.length > 1) return invalidArgument('A post takes one photo.', 'media');
  if (media.some((item) => item?.mediaFormat !== 'PHOTO' || typeof item.sourceUrl !== 'string'))
    return invalidArgument('Each media item needs a PHOTO format and a source URL.', 'media');
  if (topicType === 'STANDARD' && summary.trim() === '' && media.length === 0)
    return invalidArgument('A standard post needs a summary or a photo.', 'summary');
  if (topicType === 'EVENT' || topicType === 'OFFER') {
    const refused = checkEvent(record(body.event));
    if (refused) return refused;
  }
  const offer = record(body.offer);
  if (offer && topicType !== 'OFFER')
    return invalidArgument('Offer details need the OFFER topic type.', 'offer');
  if (offer?.redeemOnlineUrl !== undefined && !webUrl(offer.redeemOnlineUrl))
    return invalidArgument('The redeem online URL is not valid.', 'offer.redeem_online_url');
  // "Ignored for topic type OFFER": the button is not checked there.
  return topicType === 'OFFER' ? null : checkButton(record(body.callToAction));
}

/** The LocalPost resource as Google answers it once created. */
export function localPostJson(post: FakeLocalPost, placeId: string) {
  const time = new Date().toISOString();
  const id = post.name.split('/').at(-1);
  return {
    name: post.name,
    languageCode: 'en',
    summary: post.summary,
    state: 'LIVE',
    topicType: post.topicType,
    createTime: time,
    updateTime: time,
    searchUrl: `https://local.google.com/place?id=${placeId}&use=posts&lpsid=${id}`,
    ...(post.callToAction && post.topicType !== 'OFFER' ? { callToAction: post.callToAction } : {}),
    ...(post.event ? { event: post.event } : {}),
    ...(post.offer ? { offer: post.offer } : {}),
    media: post.media.map((item, index) => ({
      name: `${post.name}/media/${index + 1}`,
      mediaFormat: item.mediaFormat,
      sourceUrl: item.sourceUrl,
      googleUrl: `https://lh3.googleusercontent.com/p/${id}-${index + 1}`,
    })),
  };
}
