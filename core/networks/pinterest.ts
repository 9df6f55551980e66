import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

export const pinterestRules: NetworkRules = {
  socialType: 'pinterest',
  name: 'Pinterest',
  accountTypes: ['board'],
  // API v5: description 500, title 100.
  text: { limit: 500, counting: 'characters' },
  titleLimit: 100,
  // "Pinterest: image required, no video". 2 to 5 images are one multi-image pin (media_source
  // multiple_image_urls, items minItems 2, maxItems 5 in Pinterest's OpenAPI document), so all of
  // them are posted and none is dropped (decision 0059).
  media: { maxImages: 5, video: false, gif: true, audio: false, pdf: false },
  // POST /v5/pins `alt_text`, at most 500 (Pinterest's PinCreate schema as transcribed by independent
  // clients; https://developers.pinterest.com/docs/api/v5/pins-create).
  altText: { limit: 500, counting: 'code-points' },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'essentials',
  check: ({ post }) => {
    const { findings, error } = findingsFor('pinterest');
    if (post.images.length === 0) error(messages.networkRules.pinterestImageRequired);
    return findings;
  },
};
