import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

export const linkedinRules: NetworkRules = {
  socialType: 'linkedin',
  name: 'LinkedIn',
  accountTypes: ['page', 'personal'],
  text: { limit: 3000, counting: 'characters' },
  titleLimit: null,
  // "LinkedIn: at most 9 images".
  media: { maxImages: 9, video: true, gif: true, audio: false, pdf: false },
  // Posts API `altText` on content.media and on each multiImage image
  // (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/multiimage-post-api);
  // 4,086 is the length independent schedulers found LinkedIn to refuse above.
  altText: { limit: 4086, counting: 'code-points' },
  // Comments API, POST /rest/socialActions/{post-urn}/comments (w_member_social, w_organization_social);
  // independent clients of it give 1,250 characters.
  firstComment: { limit: 1250, accountTypes: 'all' },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: null,
  check: ({ post, limits }) => {
    const { findings, error } = findingsFor('linkedin');
    // "video only if the plan's linkedinVideo limit allows, else the upgrade modal."
    if (post.video !== null && !limits.linkedinVideo) {
      error(messages.networkRules.linkedinVideoUpgrade, { reason: 'no_access', action: 'LinkedIn video' });
    }
    return findings;
  },
};
