import { type NetworkRules } from './network-rules';

/** Not in the spec (issue 5): Mastodon on any instance the user names. */
export const mastodonRules: NetworkRules = {
  socialType: 'mastodon',
  name: 'Mastodon',
  accountTypes: ['personal'],
  // 500 is Mastodon's default; each server sets its own (GET /api/v2/instance, max_characters),
  // which the provider reads when the account is connected and the server checks again on posting.
  text: { limit: 500, counting: 'characters' },
  titleLimit: null,
  // "4 attachments": images, or one video.
  media: { maxImages: 4, video: true, gif: true, audio: false, pdf: false },
  // `description` on POST /api/v2/media (https://docs.joinmastodon.org/methods/media/); the server
  // validates it against MediaAttachment::MAX_DESCRIPTION_LENGTH = 1_500 (app/models/media_attachment.rb).
  altText: { limit: 1500, counting: 'code-points' },
  // A reply is a status with `in_reply_to_id` (https://docs.joinmastodon.org/methods/statuses/#create).
  thread: { maxReplies: null },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
};
