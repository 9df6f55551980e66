import { isGif } from '../media/media-facts';
import { messages } from '../messages';
import { findingsFor } from '../networks/check-helpers';
import { type NetworkCheckInput, type NetworkRules } from '../networks/network-rules';
import { hasAltTextTooLong } from './alt-text';
import { type PostFindings, mergeFindings } from './post-findings';
import { type ThreadReply } from './post-schema';
import { textLength, textLimitFor } from './text-length';

const rules = messages.networkRules;

/** A thread's later parts, each checked as the network checks a post of its own (decision 0064). */
function threadFindings(network: NetworkRules, { post, accounts }: NetworkCheckInput): PostFindings {
  const { findings, error } = findingsFor(network.socialType);
  if (network.thread === undefined || post.thread.length === 0) return findings;
  const { name, media, altText } = network;
  const { maxReplies } = network.thread;
  if (maxReplies !== null && post.thread.length > maxReplies)
    error(rules.threadTooLong(name, maxReplies + 1));
  const limit = textLimitFor(network.socialType, accounts);
  post.thread.forEach((reply: ThreadReply, index) => {
    // Part 1 is the post itself; its replies are parts 2 and on.
    const inPart = (message: string) => error(rules.threadPart(index + 2, message));
    if (limit !== null && textLength(network.socialType, reply.message) > limit) {
      inPart(messages.composer.textTooLong(name, limit));
    }
    if (media.gif === false && reply.images.some(isGif)) inPart(rules.gifRejected(name));
    if (reply.images.length > media.maxImages) {
      inPart(media.maxImages === 0 ? rules.imagesRejected(name) : rules.tooManyImages(name, media.maxImages));
    }
    if (altText !== undefined && altText.limit !== null && hasAltTextTooLong(altText, reply.images)) {
      inPart(rules.altTextTooLong(name, altText.limit));
    }
  });
  return findings;
}

/** The first comment: its length as the network counts it, and connections that may not comment. */
function firstCommentFindings(network: NetworkRules, { post, accounts }: NetworkCheckInput): PostFindings {
  const { findings, error } = findingsFor(network.socialType);
  const comment = post.firstComment.trim();
  if (network.firstComment === undefined || comment === '') return findings;
  const { limit } = network.firstComment;
  if (textLength(network.socialType, comment) > limit) error(rules.firstCommentTooLong(network.name, limit));
  for (const account of accounts) {
    if (account.commentsAllowed === false) error(rules.commentScope(account.name));
  }
  return findings;
}

/** What a network says of a post's follow-up parts: its thread's replies and its first comment. */
export function followUpFindings(network: NetworkRules, input: NetworkCheckInput): PostFindings {
  return mergeFindings(threadFindings(network, input), firstCommentFindings(network, input));
}

/** Replies with neither text nor an image: an error of the whole post, whatever the networks. */
export function emptyThreadReplies(thread: readonly ThreadReply[]): number[] {
  return thread.flatMap((reply, index) =>
    reply.message.trim() === '' && reply.images.length === 0 ? [index + 2] : [],
  );
}
