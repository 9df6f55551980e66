/** The first words of a post for lists and calendar cells; an empty message says so rather than showing nothing. */
export function postExcerpt(message: string, length = 80): string {
  const text = message.replace(/\s+/g, ' ').trim();
  if (text === '') return '(no text)';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
