import { type NetworkRules } from './network-rules';

/** Kairos's test network: a plain text-and-media network the engine's tests and demos publish to. */
export const testNetworkRules: NetworkRules = {
  socialType: 'testNetwork',
  name: 'Test Network',
  accountTypes: ['personal', 'page'],
  text: { limit: 1000, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  // Our own network records each image's alt text, up to as many characters as a post.
  altText: { limit: 1000, counting: 'code-points' },
  // Our own network takes both: replies to a post, and comments under it, as long as a post.
  thread: { maxReplies: null },
  firstComment: { limit: 1000, accountTypes: 'all' },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
