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
};
