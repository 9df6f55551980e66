import { aspectRatio, is4kVideo, isGif, isPortrait } from '../media/media-facts';
import { messages } from '../messages';
import { countHashtags, findingsFor, hasOption } from './check-helpers';
import {
  instagramFeedAspectRatio,
  instagramMaxCarouselItems,
  instagramMaxHashtags,
  instagramVideoLimits,
} from './instagram-video';
import { type NetworkRules } from './network-rules';

/** Instagram Business accounts: published through the Graph API (the auto flags), else reminders. */
export const instagramBusinessRules: NetworkRules = {
  socialType: 'instagram-business',
  name: 'Instagram Business',
  accountTypes: ['business'],
  text: { limit: 2200, counting: 'characters' },
  titleLimit: null,
  // The "Instagram Business GIF/static" dialog: the Graph API takes JPEG only, so a GIF goes as a still.
  media: { maxImages: 10, video: true, gif: 'as-static-image', audio: false, pdf: false },
  // `alt_text` on an image container, "for image posts ... Reels and stories are not supported"
  // (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
  // since March 24, 2025); 1,000 is the length independent clients of that endpoint keep to.
  altText: { limit: 1000, counting: 'code-points' },
  // POST /{ig-media-id}/comments?message= (instagram_manage_comments; IG Media Comments reference);
  // 2,200 characters as a caption, the length independent clients of that endpoint keep to.
  firstComment: { limit: 2200, accountTypes: 'all' },
  oneAccountAtATime: null,
  accountOptions: ['autoFeed', 'autoCarousel', 'autoReel', 'autoStory'],
  mobileAppAccountTypes: [],
  planGate: null,
  check: ({ post, accounts, limits, postsToday }) => {
    const { findings, error, confirm } = findingsFor('instagram-business');
    const { images, video } = post;
    if (images.length === 0 && video === null) error(messages.networkRules.instagramMediaRequired);
    if (video !== null && is4kVideo(video)) error(messages.networkRules.instagram4kVideo);
    if (countHashtags(post) > instagramMaxHashtags) error(messages.networkRules.instagramTooManyHashtags);
    if (images.some(isGif)) confirm('instagramBusinessGif', messages.confirmations.instagramBusinessGif);
    const flag = (option: 'autoFeed' | 'autoCarousel' | 'autoReel' | 'autoStory') =>
      accounts.some((account) => hasOption(post, account._id, option));
    if (flag('autoFeed')) {
      // "autoFeed needs 1 image or video"; a feed video must fit 4:5 to 16:9.
      if (images.length + (video === null ? 0 : 1) !== 1) error(messages.networkRules.instagramAutoFeed);
      const ratio = video === null ? null : aspectRatio(video);
      if (ratio !== null && (ratio < instagramFeedAspectRatio.min || ratio > instagramFeedAspectRatio.max)) {
        error(messages.networkRules.instagramFeedAspectRatio);
      }
    }
    // Images with a video go out as one carousel (decision 0059): the video is one of its items, so
    // "autoCarousel needs 2 or more images" counts it, and a carousel holds 10 items at the most.
    const items = images.length + (video === null ? 0 : 1);
    if (flag('autoCarousel') && items < 2) error(messages.networkRules.instagramAutoCarousel);
    // Section 9's limited feature "Instagram carousel auto-post": what the publisher would send as a
    // carousel (the autoCarousel flag, or several items with no other kind asked) needs the plan's flag.
    const carousel = accounts.some((account) => {
      const has = (option: 'autoFeed' | 'autoCarousel' | 'autoReel' | 'autoStory') =>
        hasOption(post, account._id, option);
      if (has('autoReel')) return false;
      return has('autoCarousel') || (!has('autoFeed') && !has('autoStory') && items > 1);
    });
    if (carousel && items > 1 && !limits.instagramCarouselAutoPost) {
      const action = 'Instagram carousel auto-post';
      error(messages.upgrade.noAccess(action), { reason: 'no_access', action });
    }
    if (video !== null && images.length > 0) {
      if (items > instagramMaxCarouselItems) error(messages.networkRules.instagramCarouselTooMany);
      // A carousel's video item is a feed video: 3 to under 60 seconds, under 100 MB.
      const limits = instagramVideoLimits.feed;
      if (video.duration < limits.minSeconds || video.duration >= limits.underSeconds) {
        error(messages.networkRules.instagramVideoDuration(limits.underSeconds));
      }
      if (video.size >= limits.underBytes) {
        error(messages.networkRules.instagramVideoSize(limits.underBytes / 1024 / 1024));
      }
    }
    // A story has no comments on Instagram (people answer it by direct message), so none can be posted.
    if (post.firstComment.trim() !== '' && flag('autoStory'))
      error(messages.networkRules.instagramStoryComment);
    // "autoReel needs a vertical video and no images".
    if (flag('autoReel') && (video === null || !isPortrait(video) || images.length > 0)) {
      error(messages.networkRules.instagramAutoReel);
    }
    // "Over 2 posts a day gives reminders", the value of the entry plans' instagramAutoPostLimit.
    const limit = limits.instagramAutoPostLimit;
    if (accounts.some((account) => postsToday(account._id) >= limit)) {
      confirm('instagramDailyLimit', messages.confirmations.instagramDailyLimit(limit));
    }
    return findings;
  },
};
