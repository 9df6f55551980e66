import { type NetworkRules } from './network-rules';

/** Not in the spec (issue 5): Bluesky, connected with an app password. */
export const blueskyRules: NetworkRules = {
  socialType: 'bluesky',
  name: 'Bluesky',
  accountTypes: ['personal'],
  // "300 graphemes": counted as a person counts characters.
  text: { limit: 300, counting: 'characters' },
  titleLimit: null,
  // 4 images, each sent under the lexicon's 2,000,000 bytes (app.bsky.embed.images: the provider
  // resizes larger ones), and 1 video through the video service.
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
