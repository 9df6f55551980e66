/**
 * The feeds' own wording. The spec names RSS feeds per category but gives no messages for them beyond
 * the category delete ('It will remove all the posts and rss feeds from this category'), so these
 * follow the style of its other messages: short, plain and saying what to do.
 */
export const feedMessages = {
  urlRequired: 'Please, provide the address of a feed or a site',
  urlInvalid: 'Please paste valid url',
  unreachable: 'This address could not be reached',
  timeout: 'The site did not answer in time',
  tooLarge: 'The feed is too large (more than 5 MB)',
  notAFeed: 'This address is a web page without a feed: paste the address of its RSS or Atom feed',
  malformed: 'The feed could not be read: it is not well-formed RSS, Atom or JSON Feed',
  httpStatus: (status: number) => `The site answered with an error (HTTP ${status})`,
  duplicate: 'This feed is already in this category',
  unknownCategory: 'Please, choose a category for the feed',
  notPending: 'This post is not waiting for approval',
  bulkEmpty: 'Please, choose at least one image',
  bulkRepeated: 'Each image can be added only once',
  captionTooLong: 'Maximum 2200 characters exceeded',
} as const;
