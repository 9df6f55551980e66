import { type NetworkRules } from './network-rules';

/** Not in the spec (issue 5): Bluesky, connected with an app password. */
export const blueskyRules: NetworkRules = {
  socialType: 'bluesky',
  name: 'Bluesky',
  accountTypes: ['personal'],
  // "300 graphemes": counted as a person counts characters.
  text: { limit: 300, counting: 'characters' },
  titleLimit: null,
  // "4 images of at most 1,000,000 bytes, 1 video".
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
