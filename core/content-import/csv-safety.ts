import { importLimits } from './import-schemas';

/**
 * A cell written to a CSV we hand out, so that no spreadsheet runs it: a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return (OWASP's CSV injection list) gets a leading `'`; every
 * cell is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** The template's columns, in the order the mapping suggests them. */
export const importTemplateColumns = [
  'Message',
  'Twitter',
  'Facebook',
  'LinkedIn',
  'Instagram',
  'Category',
  'Hashtags',
  'Image URLs',
  'Video URL',
  'Link',
  'Date',
  'Time',
  'Accounts',
] as const;

/** The downloadable template: the header and two example rows (a library post and a scheduled one). */
export function importTemplateCsv(): string {
  const rows = [
    [...importTemplateColumns],
    [
      'Our spring menu is here',
      '',
      '',
      '',
      '',
      'Menu',
      '#spring #food',
      '',
      '',
      'https://example.com/menu',
      '',
      '',
      '',
    ],
    [
      'Doors open at nine tomorrow',
      'Open at 9 tomorrow!',
      '',
      '',
      '',
      '',
      '#opening',
      '',
      '',
      '',
      '2030-01-15',
      '09:00',
      'My Page',
    ],
  ];
  return `${rows.map(csvLine).join('\r\n')}\r\n`;
}

/** The mapping a file's headers suggest (a template's headers map themselves). */
export function suggestMapping(columns: readonly string[]) {
  const find = (...names: string[]) =>
    columns.find((column) =>
      names.includes(
        column
          .trim()
          .toLocaleLowerCase()
          .replace(/[\s_-]+/g, ' '),
      ),
    );
  const variations = Object.fromEntries(
    (['twitter', 'facebook', 'linkedin', 'instagram'] as const)
      .map((network) => [network, find(network)] as const)
      .filter(([, column]) => column !== undefined),
  );
  const picked = {
    message: find('message', 'text', 'post', 'content', 'caption'),
    variations,
    category: find('category'),
    hashtags: find('hashtags', 'hashtag', 'tags'),
    imageUrls: find('image urls', 'image url', 'images', 'image'),
    videoUrl: find('video url', 'video'),
    link: find('link', 'url'),
    date: find('date', 'day'),
    time: find('time', 'hour'),
    accounts: find('accounts', 'account'),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

export const maxImportMegabytes = importLimits.maxBytes / (1024 * 1024);
