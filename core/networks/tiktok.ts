import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

export const tiktokRules: NetworkRules = {
  socialType: 'tiktok',
  name: 'TikTok',
  accountTypes: ['personal'],
  // Section 9: "TikTok 500" (the spec is stricter than the API's 2,200 caption).
  text: { limit: 500, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: true, gif: true, audio: false, pdf: false },
  oneAccountAtATime: null,
  accountOptions: ['storyReminder', 'feedReminder'],
  mobileAppAccountTypes: 'all',
  // Issue #5: "TikTok: Content Posting API". A creator connected through it publishes; a post that
  // asks for a story or feed reminder (stories cannot be posted through the API) stays a reminder.
  apiPublishing: { reminderOptions: ['storyReminder', 'feedReminder'] },
  planGate: null,
  check: ({ post }) => {
    const { findings, error } = findingsFor('tiktok');
    // The Content Posting API posts a video or photos, never text alone (NETWORKS.md), and the app
    // the reminder opens asks for one too.
    if (post.images.length === 0 && post.video === null) error(messages.networkRules.tiktokMediaRequired);
    return findings;
  },
};
