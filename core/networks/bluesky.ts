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
  // `alt` is required on each app.bsky.embed.images#image and the lexicon sets no maxLength
  // (bluesky-social/atproto lexicons/app/bsky/embed/images.json); the official app caps it at
  // MAX_ALT_TEXT = 2000 graphemes (bluesky-social/social-app src/lib/constants.ts): we keep to that.
  altText: { limit: 2000, counting: 'graphemes' },
  // A reply is a post whose `reply` names the thread's root and its parent by strong reference
  // (uri and cid; lexicons/app/bsky/feed/post.json #replyRef).
  thread: { maxReplies: null },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
