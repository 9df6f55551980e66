import { is4kVideo } from '../media/media-facts';
import { messages } from '../messages';
import { findingsFor, hasOption } from './check-helpers';
import { instagramVideoLimits } from './instagram-video';
import { type NetworkRules } from './network-rules';

/** Instagram personal accounts: published by the user on the phone, from a reminder. */
export const instagramRules: NetworkRules = {
  socialType: 'instagram',
  name: 'Instagram',
  accountTypes: ['personal'],
  text: { limit: 2200, counting: 'characters' },
  titleLimit: null,
  // "GIF rejected for ... Instagram personal."
  media: { maxImages: 10, video: true, gif: false, audio: false, pdf: false },
  oneAccountAtATime: messages.composer.oneInstagramAccount,
  accountOptions: ['feedReminder', 'storyReminder', 'reelReminder', 'carouselReminder'],
  mobileAppAccountTypes: 'all',
  planGate: null,
  check: ({ post, accounts }) => {
    const { findings, error } = findingsFor('instagram');
    // "Instagram: needs an image or video; no 4K video".
    if (post.images.length === 0 && post.video === null) error(messages.networkRules.instagramMediaRequired);
    const video = post.video;
    if (video === null) return findings;
    if (is4kVideo(video)) error(messages.networkRules.instagram4kVideo);
    const reel = accounts.some((account) => hasOption(post, account._id, 'reelReminder'));
    const limits = reel ? instagramVideoLimits.reel : instagramVideoLimits.feed;
    if (video.duration < limits.minSeconds || video.duration >= limits.underSeconds) {
      error(messages.networkRules.instagramVideoDuration(limits.underSeconds));
    }
    if (video.size >= limits.underBytes) {
      error(messages.networkRules.instagramVideoSize(limits.underBytes / 1024 / 1024));
    }
    return findings;
  },
};
