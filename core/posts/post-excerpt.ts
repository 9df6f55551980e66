/** What `\s` matches in a JavaScript regular expression, as code units. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The first words of a post for lists and calendar cells; an empty message says so rather than
 * showing nothing. Runs of white space become one space and the ends are trimmed. It reads only as
 * far as the excerpt needs (a calendar month builds thousands of these per call), which a regular
 * expression over the whole message did not.
 */
export function postExcerpt(message: string, length = 80): string {
  let text = '';
  let pendingSpace = false;
  for (let index = 0; index < message.length; index += 1) {
    const code = message.charCodeAt(index);
    if (isSpace(code)) {
      pendingSpace = text !== '';
      continue;
    }
    if (pendingSpace) text += ' ';
    pendingSpace = false;
    text += message[index];
    if (text.length > length) return `${text.slice(0, length - 1)}…`;
  }
  return text === '' ? '(no text)' : text;
}
