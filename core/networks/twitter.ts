import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

export const twitterRules: NetworkRules = {
  socialType: 'twitter',
  name: 'Twitter',
  accountTypes: ['personal'],
  // "Twitter 280", counted the way X counts: weighted characters, a link as 23.
  text: { limit: 280, counting: 'twitter-weighted' },
  titleLimit: null,
  // "Twitter: at most 4 images"; X takes 4 images, or 1 GIF, or 1 video.
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  // POST /2/media/metadata, alt_text.text "Must be <= 1000 chars"
  // (https://developer.x.com/en/docs/media/upload-media/api-reference/post-media-metadata-create,
  // the v2 endpoint https://docs.x.com/x-api/media/create-media-metadata).
  altText: { limit: 1000, counting: 'code-points' },
  // A thread is a chain of replies: POST /2/tweets with `reply.in_reply_to_tweet_id`, each one a tweet
  // under the same limits (https://docs.x.com/x-api/posts/create-post); X sets no length for a chain.
  thread: { maxReplies: null },
  oneAccountAtATime: messages.composer.oneTwitterAccount,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
  check: ({ accounts, limits, postsToday }) => {
    const { findings, confirm } = findingsFor('twitter');
    // "Per-account daily limit (Twitter per plan ...) triggers a warning prompt."
    if (accounts.some((account) => postsToday(account._id) >= limits.twitterPostPerDay)) {
      confirm('twitterDailyLimit', messages.confirmations.twitterDailyLimit(limits.twitterPostPerDay));
    }
    return findings;
  },
};
