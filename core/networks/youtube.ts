import { isPortrait } from '../media/media-facts';
import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkRules } from './network-rules';

/** "Shorts: portrait and under 61 s." */
export const youtubeShortsUnderSeconds = 61;

export function canBeYoutubeShort(video: { videoWidth: number; videoHeight: number; duration: number }) {
  return isPortrait(video) && video.duration < youtubeShortsUnderSeconds;
}

export const youtubeRules: NetworkRules = {
  socialType: 'youtube',
  name: 'YouTube',
  accountTypes: ['channel'],
  // Data API v3: description 5,000, title 100.
  text: { limit: 5000, counting: 'characters' },
  titleLimit: 100,
  media: { maxImages: 0, video: true, gif: false, audio: false, pdf: false },
  // commentThreads.insert, which needs the youtube.force-ssl scope: a channel connected without it
  // cannot (PostAccount.commentsAllowed). A comment takes 10,000 characters.
  firstComment: { limit: 10000, accountTypes: 'all' },
  oneAccountAtATime: null,
  accountOptions: [],
  mobileAppAccountTypes: [],
  planGate: 'advanced',
  check: ({ post }) => {
    const { findings, error } = findingsFor('youtube');
    // "YouTube channel: needs a video and a title."
    if (post.video === null) error(messages.networkRules.youtubeVideoRequired);
    if (post.postTitle.trim() === '') error(messages.networkRules.youtubeTitleRequired);
    // Data API v3: title and description "may contain all valid UTF-8 characters except < and >";
    // YouTube refuses the upload otherwise (400 invalidTitle / invalidDescription).
    if (/[<>]/.test(`${post.postTitle}${post.message}`)) error(messages.networkRules.youtubeAngleBrackets);
    // The 'Type of video shorts ?' radio is "shown only for portrait videos under 61 seconds".
    if (post.video?.postingVideoShort && !canBeYoutubeShort(post.video)) {
      error(messages.networkRules.youtubeShortNotAllowed);
    }
    return findings;
  },
};
