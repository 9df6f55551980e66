/** Hashtags inserted after text are set apart from it by a space. */
export function spaced(text: string, hashtags: string): string {
  return text === '' || /\s$/u.test(text) ? hashtags : ` ${hashtags}`;
}
