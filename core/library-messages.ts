/**
 * The library's, categories', campaigns' and the similarity check's messages, part of `messages`
 * (core/messages.ts). Quoted from the spec where it shows them; "ours" where it does not.
 */
export const libraryMessages = {
  library: {
    categoriesRequired: 'Please, choose some categories in your awesome post!',
    limitReached: (limit: number) => `The limit of ${limit} posts in Library is reached.`,
    // ours: a category deleted while the modal was open
    unknownCategory: 'Some categories are already deleted.',
  },
  campaigns: {
    // the spec's blocked reason, shown through retry.noLibraryContent
    noContentFromLibrary: 'No content from library',
    // ours, below: the spec shows the campaign modal without its messages
    nameRequired: 'Please, provide name of your campaign',
    accountsRequired: 'Please select account for campaign',
    categoriesRequired: 'Please choose at least one library category',
    datesRequired: 'Please choose the days of your campaign',
    pastDay: 'Please choose days from today on',
    tooLong: (days: number) => `A campaign can last at most ${days} days`,
    tooBig: (posts: string) =>
      `A campaign can schedule at most ${posts} posts. Please choose fewer days, times or accounts.`,
    timesRequired: 'Please choose a time for each post of the day',
    conflict: 'This campaign posts to the same account at the same time as another campaign.',
    nothingToSchedule: 'The campaign has no time left to post in. Please choose later days or times.',
  },
  similarity: {
    // ours: the spec shows the similarity modal with its scores only
    similarPosts: 'This post is very similar to posts on the same accounts.',
    similarLibraryPosts: 'This post is very similar to posts in your library.',
    twitterDuplicate: 'X does not accept a post this similar to another one on the same account.',
  },
  categories: {
    nameRequired: 'Please, provide name of your category',
    nameTooLong: 'Maximum 50 characters exceeded',
    duplicate: 'Category with this name already exists',
    deleteConfirmation:
      'Are you sure that you want to delete this category? It will remove all the posts and rss feeds from this category',
  },
} as const;
