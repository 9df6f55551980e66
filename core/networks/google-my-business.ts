import { isGif, kilobytes, megabytes } from '../media/media-facts';
import { messages } from '../messages';
import { isWebUrl } from '../posts/web-url';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

/** "title max 70 characters in the editor (58 also listed as a network limit)". */
export const googleMyBusinessTitleLimit = 70;
/**
 * Google's own limit for the title of an offer or an event ("58 also listed as a network limit"):
 * the general title keeps the editor's 70, an offer's or event's title (which Google receives) 58.
 */
export const googleMyBusinessPostTitleLimit = 58;
/** "one image of 10 KB to 25 MB". */
export const googleMyBusinessImageBytes = { min: kilobytes(10), max: megabytes(25) };

export const googleMyBusinessRules: NetworkRules = {
  socialType: 'googleMB',
  name: 'Google My Business',
  accountTypes: ['page'],
  text: { limit: 1500, counting: 'characters' },
  titleLimit: googleMyBusinessTitleLimit,
  // "no video; ... one image of 10 KB to 25 MB, no GIF or video."
  media: { maxImages: 1, video: false, gif: false, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'essentials',
  check: ({ post }) => {
    const { findings, error } = findingsFor('googleMB');
    const offer = post.callToAction?.actionType === 'OFFER' ? post.callToAction.offer : null;
    if (post.callToAction?.actionType === 'OFFER' && post.postTitle.trim() === '') {
      error(messages.networkRules.gmbOfferTitleRequired);
    }
    if (
      post.callToAction?.actionType === 'OFFER' &&
      post.postTitle.trim().length > googleMyBusinessPostTitleLimit
    ) {
      error(messages.networkRules.gmbPostTitleTooLong('offer', googleMyBusinessPostTitleLimit));
    }
    if (offer && offer.redeemOnlineUrl.trim() !== '' && !isWebUrl(offer.redeemOnlineUrl)) {
      error(messages.callToAction.redeemUrlInvalid);
    }
    const image = post.images.find((candidate) => !isGif(candidate));
    const { min, max } = googleMyBusinessImageBytes;
    if (image?.size !== undefined && (image.size < min || image.size > max)) {
      error(messages.networkRules.gmbImageSize);
    }
    return findings;
  },
};
