import { messages } from '../messages';
import { googleMyBusinessPostTitleLimit } from '../networks/google-my-business';
import { type PostBody } from './post-schema';

/**
 * The rules of a Google My Business event (decision 24: an EVENT localPost): a title of Google's
 * length, both times, an end after the start and after the moment the post goes out (`sendsAt`, the
 * scheduled time or now), and not an offer too (an offer has its own dates).
 */
export function eventErrors(post: PostBody, sendsAt: Date): string[] {
  const { event } = post;
  if (event === null) return [];
  const errors: string[] = [];
  if (post.callToAction?.actionType === 'OFFER') errors.push(messages.networkRules.gmbEventAndOffer);
  const title = event.title.trim();
  if (title === '') errors.push(messages.networkRules.gmbEventTitleRequired);
  if (title.length > googleMyBusinessPostTitleLimit) {
    errors.push(messages.networkRules.gmbPostTitleTooLong('event', googleMyBusinessPostTitleLimit));
  }
  if (event.startsAt === null || event.endsAt === null) {
    errors.push(messages.networkRules.gmbEventTimesRequired);
    return errors;
  }
  const startsAt = new Date(event.startsAt);
  const endsAt = new Date(event.endsAt);
  if (endsAt <= startsAt) errors.push(messages.networkRules.gmbEventEndsBeforeStart);
  else if (endsAt <= sendsAt) errors.push(messages.networkRules.gmbEventOver);
  return errors;
}
