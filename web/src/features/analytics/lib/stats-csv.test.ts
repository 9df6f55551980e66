import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './stats-csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 great news', "'+1 great news"],
    ['-5 degrees', "'-5 degrees"],
    ['@team hello', "'@team hello"],
    ['\tindented', "'\tindented"],
    ['a, b', '"a, b"'],
    ['two\nlines', '"two\nlines"'],
    ['say "hi"', '"say ""hi"""'],
    [12, '12'],
    [-3, '-3'],
    [null, ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['Post', 'Likes'],
        [
          ['=1+1', 3],
          ['fine', null],
        ],
      ),
    ).toBe("Post,Likes\r\n'=1+1,3\r\nfine,\r\n");
  });
});
