import { isGif } from '../media/media-facts';
import { messages } from '../messages';
import { type NetworkCheckInput, type NetworkRules } from '../networks/network-rules';
import { findingsFor } from '../networks/check-helpers';
import { hasAltTextTooLong } from './alt-text';
import { followUpFindings } from './follow-up-rules';
import { type PostFindings, mergeFindings } from './post-findings';
import { textLength, textLimitFor } from './text-length';

/** The rules a network states as data: accounts at a time, media it refuses, text and title length. */
function dataFindings(rules: NetworkRules, { post, accounts }: NetworkCheckInput): PostFindings {
  const { findings, error } = findingsFor(rules.socialType);
  const { name, media } = rules;
  if (rules.oneAccountAtATime !== null && accounts.length > 1) error(rules.oneAccountAtATime);
  if (media.gif === false && post.images.some(isGif)) error(messages.networkRules.gifRejected(name));
  if (!media.video && post.video !== null) error(messages.networkRules.videoRejected(name));
  if (post.images.length > media.maxImages) {
    error(
      media.maxImages === 0
        ? messages.networkRules.imagesRejected(name)
        : messages.networkRules.tooManyImages(name, media.maxImages),
    );
  }
  const limit = textLimitFor(rules.socialType, accounts);
  if (limit !== null && textLength(rules.socialType, post.message) > limit) {
    error(messages.composer.textTooLong(name, limit));
  }
  if (rules.titleLimit !== null && post.postTitle.length > rules.titleLimit) {
    error(messages.networkRules.titleTooLong(name, rules.titleLimit));
  }
  const { altText } = rules;
  if (altText !== undefined && altText.limit !== null && hasAltTextTooLong(altText, post.images)) {
    error(messages.networkRules.altTextTooLong(name, altText.limit));
  }
  return findings;
}

/** Everything one network says about a post sent to some of its accounts. */
export function networkFindings(rules: NetworkRules, input: NetworkCheckInput): PostFindings {
  return mergeFindings(
    dataFindings(rules, input),
    followUpFindings(rules, input),
    rules.check?.(input) ?? { errors: [], confirmations: [] },
  );
}
