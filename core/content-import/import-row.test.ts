import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { csvCell, importTemplateColumns, importTemplateCsv, suggestMapping } from './csv-safety';
import { importRow, importTime, mappingErrors, mappingSchedules, rowImageUrls } from './import-row';
import { importMappingSchema } from './import-schemas';

const columns = [
  'Message',
  'Category',
  'Hashtags',
  'Image URLs',
  'Link',
  'Twitter',
  'Date',
  'Time',
  'Accounts',
  'Video URL',
];
const context = {
  categories: [{ id: 'cat-1', title: 'Menu' }],
  accounts: [
    { id: 'acc-1', name: 'My Page' },
    { id: 'acc-2', name: 'Shop Feed' },
  ],
};
const library = importMappingSchema.parse({
  message: 'Message',
  category: 'Category',
  hashtags: 'Hashtags',
  imageUrls: 'Image URLs',
  link: 'Link',
  variations: { twitter: 'Twitter' },
});
const scheduled = importMappingSchema.parse({ ...library, date: 'Date', time: 'Time', accounts: 'Accounts' });

const row = (values: Partial<Record<(typeof columns)[number], string>>) =>
  columns.map((column) => values[column] ?? '');

describe('importRow to the library', () => {
  it('reads a full row', () => {
    const result = importRow(
      columns,
      row({
        Message: ' Spring menu ',
        Category: 'menu',
        Hashtags: '#food, spring #Food',
        'Image URLs': 'https://a.test/1.jpg | https://a.test/2.png',
        Link: 'https://a.test/menu',
        Twitter: 'Short menu',
      }),
      library,
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'library',
        body: {
          message: 'Spring menu https://a.test/menu',
          variations: [{ socialMedia: 'twitter', message: 'Short menu' }],
          categories: ['cat-1'],
          hashtags: ['#food', '#spring'],
          images: ['https://a.test/1.jpg', 'https://a.test/2.png'],
        },
      },
    });
  });

  it.each([
    ['no message nor variation', { Category: 'Menu' }, [messages.composer.messageRequired]],
    ['no category', { Message: 'Hi' }, [messages.library.categoriesRequired]],
    [
      'an unknown category',
      { Message: 'Hi', Category: 'Drinks' },
      [messages.imports.unknownCategory('Drinks')],
    ],
    [
      'a link that is not http',
      { Message: 'Hi', Category: 'Menu', Link: 'javascript:alert(1)' },
      [messages.imports.badUrl('Link')],
    ],
    [
      'an image that is not a URL',
      { Message: 'Hi', Category: 'Menu', 'Image URLs': 'photo.jpg' },
      [messages.imports.badUrl('Image URLs')],
    ],
    [
      '11 images',
      {
        Message: 'Hi',
        Category: 'Menu',
        'Image URLs': Array.from({ length: 11 }, (_, i) => `https://a.test/${i}.jpg`).join(' '),
      },
      [messages.imports.tooManyImages(10)],
    ],
    [
      'a hashtag with punctuation',
      { Message: 'Hi', Category: 'Menu', Hashtags: 'go!' },
      [messages.hashtagGroups.notAHashtag('go!')],
    ],
    [
      'a cell over 10,000 characters',
      { Message: 'x'.repeat(10_001), Category: 'Menu' },
      [messages.imports.cellTooLong('Message', 10_000), messages.composer.messageRequired],
    ],
    [
      'a video link (videos are uploaded, not fetched)',
      { Message: 'Hi', Category: 'Menu', 'Video URL': 'https://a.test/clip.mp4' },
      [messages.imports.videoNotImported],
    ],
  ])('refuses %s', (_case, values, errors) => {
    const result = importRow(columns, row(values), { ...library, videoUrl: 'Video URL' }, context);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.messages).toEqual(expect.arrayContaining(errors));
  });

  it('keeps a formula as the text it is, never evaluated', () => {
    const result = importRow(
      columns,
      row({ Message: "=cmd|' /C calc'!A0", Category: 'Menu' }),
      library,
      context,
    );
    expect(result.ok && result.value.body.message).toBe("=cmd|' /C calc'!A0");
  });

  it('takes a variation alone as the content', () => {
    const result = importRow(columns, row({ Twitter: 'Only on X', Category: 'Menu' }), library, context);
    expect(result.ok).toBe(true);
  });
});

describe('importRow to scheduled posts', () => {
  it('reads the date, the time and the accounts by name', () => {
    const result = importRow(
      columns,
      row({ Message: 'Open at 9', Date: '2030-01-15', Time: '9:00', Accounts: 'my page, Shop Feed, acc-1' }),
      scheduled,
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'post',
        body: {
          message: 'Open at 9',
          accountIds: ['acc-1', 'acc-2'],
          timing: { mode: 'schedule', date: '2030-01-15', time: '09:00' },
          hashtags: [],
          imageUrls: [],
          videoUrl: null,
        },
      },
    });
  });

  it.each([
    [
      'a date that is no date',
      { Message: 'Hi', Date: '2030-02-30', Time: '09:00', Accounts: 'My Page' },
      [messages.imports.badDate],
    ],
    [
      'a time off the quarter hour',
      { Message: 'Hi', Date: '2030-01-15', Time: '09:07', Accounts: 'My Page' },
      [messages.imports.badTime],
    ],
    [
      'no accounts',
      { Message: 'Hi', Date: '2030-01-15', Time: '09:00' },
      [messages.imports.dateWithoutAccounts],
    ],
    [
      'an unknown account',
      { Message: 'Hi', Date: '2030-01-15', Time: '09:00', Accounts: 'Nope' },
      [messages.imports.unknownAccount('Nope')],
    ],
    [
      'no message',
      { Date: '2030-01-15', Time: '09:00', Accounts: 'My Page' },
      [messages.imports.messageRequired],
    ],
  ])('refuses %s', (_case, values, errors) => {
    expect(importRow(columns, row(values), scheduled, context)).toEqual({ ok: false, messages: errors });
  });
});

describe('mapping', () => {
  it('schedules only with date, time and accounts all mapped', () => {
    expect(mappingSchedules(library)).toBe(false);
    expect(mappingSchedules(scheduled)).toBe(true);
    expect(mappingSchedules({ ...library, date: 'Date', time: 'Time' })).toBe(false);
  });

  it('names the mapped columns the file does not have', () => {
    expect(mappingErrors({ ...library, hashtags: 'Tags' }, columns)).toEqual([
      messages.imports.unknownColumn('Tags'),
    ]);
  });

  it('suggests the template columns for themselves', () => {
    expect(suggestMapping([...importTemplateColumns])).toEqual({
      message: 'Message',
      variations: { twitter: 'Twitter', facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' },
      category: 'Category',
      hashtags: 'Hashtags',
      imageUrls: 'Image URLs',
      videoUrl: 'Video URL',
      link: 'Link',
      date: 'Date',
      time: 'Time',
      accounts: 'Accounts',
    });
  });
});

describe('rowImageUrls (the links fetched at import)', () => {
  const a = 'https://a.example/a.png';
  const b = 'https://a.example/b.jpg';
  it.each([
    ['a library row', library, { Category: 'Menu' }, [a, b]],
    ['a row to schedule', scheduled, { Date: '2030-01-02', Time: '09:00', Accounts: 'My Page' }, [a, b]],
    ['a row without images', library, { Category: 'Menu', 'Image URLs': '' }, []],
  ])('%s', (_case, mapping, cells, expected) => {
    const result = importRow(
      columns,
      row({ Message: 'Hi', 'Image URLs': `${a}, ${b}`, ...cells }),
      mapping,
      context,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(rowImageUrls(result.value)).toEqual(expected);
  });
});

describe('importTime', () => {
  it.each([
    ['09:00', '09:00'],
    ['9:15', '09:15'],
    ['23:45:00', '23:45'],
    ['24:00', null],
    ['10:10', null],
    ['noon', null],
  ])('%j is %j', (cell, time) => {
    expect(importTime(cell)).toBe(time);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes the template with its header first', () => {
    expect(importTemplateCsv().split('\r\n')[0]).toBe(importTemplateColumns.map((c) => `"${c}"`).join(','));
  });
});
