import { isPortrait } from '../media/media-facts';
import { messages } from '../messages';
import { type PostBody } from '../posts/post-schema';
import { findingsFor, hasOption } from './check-helpers';
import { type NetworkRules, type PostAccount } from './network-rules';

/**
 * Reels Publishing API: "3 to 90 seconds", aspect ratio 9 x 16, Pages only; Page Stories API: one
 * photo or one video, a video story of at most 60 seconds
 * (https://developers.facebook.com/docs/video-api/guides/reels-publishing, .../page-stories-api).
 */
export const facebookReelSeconds = { min: 3, max: 90 };
export const facebookStorySeconds = { min: 3, max: 60 };

/** What the accounts' Reel and story options ask of the post (issue 16). */
function reelAndStoryErrors(post: PostBody, accounts: readonly PostAccount[]): string[] {
  const errors: string[] = [];
  const asks = (option: 'autoReel' | 'autoStory') =>
    accounts.filter((account) => hasOption(post, account._id, option));
  const reels = asks('autoReel');
  const stories = asks('autoStory');
  if ([...reels, ...stories].some((account) => account.type !== 'page'))
    errors.push(messages.networkRules.facebookPagesOnly);
  if (reels.some((account) => stories.includes(account)))
    errors.push(messages.networkRules.facebookReelOrStory);
  const { video, images } = post;
  if (reels.length > 0) {
    if (video === null) errors.push(messages.networkRules.facebookReelVideoRequired);
    else if (images.length > 0 || !isPortrait(video)) errors.push(messages.networkRules.facebookReelShape);
    if (
      video !== null &&
      (video.duration < facebookReelSeconds.min || video.duration > facebookReelSeconds.max)
    )
      errors.push(messages.networkRules.facebookReelDuration);
  }
  if (stories.length > 0) {
    if (images.length + (video === null ? 0 : 1) !== 1) errors.push(messages.networkRules.facebookStoryMedia);
    if (
      video !== null &&
      (video.duration < facebookStorySeconds.min || video.duration > facebookStorySeconds.max)
    )
      errors.push(messages.networkRules.facebookStoryDuration);
    if (post.firstComment.trim() !== '') errors.push(messages.networkRules.facebookStoryComment);
  }
  return errors;
}

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
  // The spec's reminders (the mobile path), and a page's Reel or story through the Graph API (issue 16).
  accountOptions: [
    'storyReminder',
    'personalTimelineReminder',
    'nonAdminGroupsReminder',
    'reelReminder',
    'autoReel',
    'autoStory',
  ],
  // "Posting to facebook profile ... needs the mobile app (reminders)".
  mobileAppAccountTypes: ['personal'],
  planGate: null,
  check: ({ post, accounts }) => {
    const { findings, error, confirm } = findingsFor('facebook');
    for (const message of reelAndStoryErrors(post, accounts)) error(message);
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
