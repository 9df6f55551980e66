import { messages } from '../messages';
import { findingsFor } from './check-helpers';
import { type NetworkCheck } from './network-rules';
import { type SocialType } from './social-types';

/**
 * "Google Web Stories (wordpress or shopify story): needs an image or GIF, no video, and a title."
 * Only the 'story' accounts of those networks are web stories; their blogs take any post.
 */
export function checkWebStory(socialType: SocialType, name: string): NetworkCheck {
  return ({ post, accounts }) => {
    const { findings, error } = findingsFor(socialType);
    if (!accounts.some((account) => account.type === 'story')) return findings;
    if (post.images.length === 0) error(messages.networkRules.webStoryMediaRequired);
    if (post.video !== null) error(messages.networkRules.videoRejected(`${name} Web Stories`));
    if (post.postTitle.trim() === '') error(messages.networkRules.webStoryTitleRequired);
    return findings;
  };
}
