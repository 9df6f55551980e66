import { messages } from '../messages';
import { findingsFor, hasOption } from './check-helpers';
import { type NetworkRules } from './network-rules';

export const facebookRules: NetworkRules = {
  socialType: 'facebook',
  name: 'Facebook',
  accountTypes: ['page', 'group', 'event', 'story', 'personal'],
  // Graph API: a post's message is capped at 63,206 characters.
  text: { limit: 63206, counting: 'characters' },
  titleLimit: null,
  media: { maxImages: 10, video: true, gif: true, audio: false, pdf: false },
  // Page photos take `alt_text_custom` on POST /{page-id}/photos; the reference sets no length
  // (https://developers.facebook.com/docs/graph-api/reference/photo/).
  altText: { limit: null, counting: 'code-points' },
  // POST /{post-id}/comments as the page (pages_manage_engagement); 8,000 characters is the length
  // independent clients of that endpoint keep to. Groups lost the Groups API, profiles post from the phone.
  firstComment: { limit: 8000, accountTypes: ['page'] },
  oneAccountAtATime: null,
  accountOptions: ['storyReminder', 'personalTimelineReminder', 'nonAdminGroupsReminder', 'reelReminder'],
  // "Posting to facebook profile ... needs the mobile app (reminders)".
  mobileAppAccountTypes: ['personal'],
  planGate: null,
  check: ({ post, accounts }) => {
    const { findings, error, confirm } = findingsFor('facebook');
    // "Facebook Reel needs a video."
    if (post.video === null && accounts.some((account) => hasOption(post, account._id, 'reelReminder'))) {
      error(messages.networkRules.facebookReelVideoRequired);
    }
    // The "Facebook group issue" dialog: a group receives posts only where the app is installed.
    if (accounts.some((account) => account.type === 'group')) {
      confirm('facebookGroup', messages.confirmations.facebookGroup);
    }
    // Only pages get the first comment (firstComment.accountTypes): the others are told before Post.
    if (post.firstComment.trim() !== '' && accounts.some((account) => account.type !== 'page')) {
      confirm('facebookFirstComment', messages.confirmations.facebookFirstComment);
    }
    return findings;
  },
};
