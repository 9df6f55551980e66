/**
 * LinkedIn reads a post's commentary as "little text": these characters are markup and must be escaped
 * with a backslash, or the text is cut or misread (an unescaped parenthesis truncates the post).
 */
const reserved = /[\\|{}@[\]()<>#*_~]/g;

/** A hashtag: # and letters, digits or underscores (any script). */
const hashtag = /#([\p{L}\p{N}_]+)/gu;

const escape = (text: string) => text.replace(reserved, (character) => `\\${character}`);

/**
 * The message as LinkedIn's commentary: reserved characters escaped, hashtags written as little text's
 * hashtag template `{hashtag|\#|word}` so they stay clickable.
 */
export function toCommentary(message: string): string {
  let result = '';
  let last = 0;
  for (const match of message.matchAll(hashtag)) {
    result += escape(message.slice(last, match.index));
    result += `{hashtag|\\#|${escape(match[1] ?? '')}}`;
    last = match.index + match[0].length;
  }
  return result + escape(message.slice(last));
}
