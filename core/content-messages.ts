/**
 * Hashtag groups' and content import's messages, part of `messages` (core/messages.ts). The spec
 * shows none of these: all are "ours", worded like the spec's.
 */
export const contentMessages = {
  hashtagGroups: {
    nameRequired: 'Please, provide name of your hashtag list',
    nameTooLong: 'Maximum 50 characters exceeded',
    duplicate: 'Hashtag list with this name already exists',
    hashtagsRequired: 'Please add at least one hashtag',
    tooManyHashtags: (max: number) => `A hashtag list can hold at most ${max} hashtags`,
    hashtagTooLong: (max: number) => `A hashtag can be at most ${max} characters long`,
    notAHashtag: (tag: string) => `"${tag}" is not a hashtag: use letters, digits and _ only`,
  },
  imports: {
    fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB. Please split it.`,
    tooManyRows: (max: string) => `The file has more than ${max} rows. Please split it.`,
    empty: 'The file has no rows to import',
    tooManyColumns: (max: number) => `The file has more than ${max} columns`,
    notSpreadsheet: 'This is not a CSV or XLSX file we can read',
    brokenXlsx: 'This XLSX file cannot be opened. Please save it again from your spreadsheet app.',
    brokenText: 'The file is not valid text in any encoding we know. Please save it as UTF-8 CSV.',
    unknownColumn: (column: string) => `There is no column "${column}" in the file`,
    cellTooLong: (column: string, max: number) => `"${column}" is longer than ${max} characters`,
    messageRequired: 'The message is empty',
    unknownCategory: (name: string) => `There is no category "${name}" in this calendar`,
    badUrl: (column: string) => `"${column}" is not a web address (http or https)`,
    tooManyImages: (max: number) => `At most ${max} images per row`,
    badDate: 'The date is not a date (use YYYY-MM-DD)',
    badTime: 'The time must be HH:MM on a quarter hour (00, 15, 30 or 45)',
    dateWithoutAccounts: 'A row with a date needs accounts to post to',
    unknownAccount: (name: string) => `There is no connected account "${name}" in this calendar`,
    videoNotImported:
      'Video links are not imported: leave the video column empty and upload the video in the composer or the library',
    imageFailed: (url: string, reason: string) => `The image ${url} could not be imported: ${reason}`,
    imagesFetchedAtImport: (count: number) =>
      `${count} ${count === 1 ? 'image is' : 'images are'} fetched from their links at import; a row whose image cannot be fetched is left out then.`,
    tooManyImagesInFile: (max: number) => `The file links more than ${max} images. Please split it.`,
    missingQuote: (row: number) =>
      `Row ${row} opens a quoted cell that is never closed. Please add the closing quote (") and upload again.`,
    xlsxTooLarge: (megabytes: number) =>
      `This XLSX file unpacks to more than ${megabytes} MB. Please split it or save it as CSV.`,
    alreadyStarted: 'This import has already started',
    /** Listed at the first row not imported when an import's job died or failed (decision 0140). */
    stopped:
      'The import stopped at this row: the server stopped working on it. The rows before it are done; please check what was added from this row on before you import the rest again.',
  },
} as const;
