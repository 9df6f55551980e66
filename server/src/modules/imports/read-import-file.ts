import { importLimits, messages } from '@kairos/core';
import { detect } from 'chardet';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { validationFailed } from '../../errors/app-error';
import { assertXlsxUnpacksWithin } from './xlsx-bounds';

export interface ImportTable {
  columns: string[];
  rows: string[][];
}

const refuse = (message: string) => validationFailed('body', message);

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A spreadsheet's first sheet, or a CSV in any delimiter and encoding, as a header and rows of text.
 * Nothing in a cell is evaluated: a formula is the text it is. Every bound is checked as soon as
 * it can be (the bytes by the route, the rows while reading).
 */
export async function readImportFile(bytes: Buffer): Promise<ImportTable> {
  if (bytes.length === 0) throw refuse(messages.imports.empty);
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  return tidy(table);
}

/** UTF-8 (with or without a BOM) or UTF-16 by BOM; otherwise what chardet finds. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return strictUtf8(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf-16be');
  if (bytes.includes(0)) throw refuse(messages.imports.notSpreadsheet);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 throughout: below.
  }
  // Text with well-formed multi-byte UTF-8 and broken sequences is UTF-8 gone wrong, not Latin-1:
  // decoding it as anything would garble what was right.
  const lenient = new TextDecoder('utf-8').decode(bytes);
  // eslint-disable-next-line no-control-regex -- any character outside ASCII that decoded well
  if (/[^\x00-\x7F\uFFFD]/u.test(lenient)) throw refuse(messages.imports.brokenText);
  const encoding = detect(bytes);
  if (!encoding || !iconv.encodingExists(encoding) || /^UTF-?8$/i.test(encoding)) {
    throw refuse(messages.imports.brokenText);
  }
  return iconv.decode(bytes, encoding);
}

function strictUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(messages.imports.brokenText);
  }
}

function readCsv(text: string): ImportTable {
  // Papa Parse takes one line ending per file: a file of mixed ones is read with \n throughout
  // (inside quoted cells too, where a line break is a line break whichever way it was written).
  const normalized = text.replace(/\r\n?/g, '\n');
  const rows: string[][] = [];
  let tooMany = false;
  let unclosed: number | null = null;
  Papa.parse<string[]>(normalized, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const missing = result.errors.find((error) => error.code === 'MissingQuotes');
      if (missing) {
        // Read on, the rest of the file would be one cell: the row where the quote opens is named.
        unclosed = rows.length + 1;
        parser.abort();
        return;
      }
      if (rows.length > importLimits.maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      rows.push(result.data.map((cell) => String(cell)));
    },
  });
  if (unclosed !== null) throw refuse(messages.imports.missingQuote(unclosed));
  if (tooMany) throw refuse(messages.imports.tooManyRows(importLimits.maxRows.toLocaleString('en-US')));
  const [header = [], ...data] = rows;
  return { columns: header, rows: data };
}

async function readXlsx(bytes: Buffer): Promise<ImportTable> {
  await assertXlsxUnpacksWithin(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(messages.imports.brokenXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(messages.imports.brokenXlsx);
  if (sheet.rowCount > importLimits.maxRows + 1) {
    throw refuse(messages.imports.tooManyRows(importLimits.maxRows.toLocaleString('en-US')));
  }
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const width = Math.min(row.cellCount, importLimits.maxColumns + 1);
    for (let index = 1; index <= width; index += 1) cells.push(cellText(row.getCell(index).value));
    rows.push(cells);
  });
  const [header = [], ...data] = rows;
  return { columns: header, rows: data };
}

/** A cell as text: a date as its day (YYYY-MM-DD) or time, a formula as written (never its result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return value.getUTCFullYear() < 1901 ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/** Headers named and unique; blank rows gone; rows as wide as the header. */
function tidy(table: ImportTable): ImportTable {
  if (table.columns.length > importLimits.maxColumns) {
    throw refuse(messages.imports.tooManyColumns(importLimits.maxColumns));
  }
  const seen = new Map<string, number>();
  const columns = table.columns.map((raw, index) => {
    const name = raw.trim().slice(0, 200) || `Column ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
  const rows = table.rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) => columns.map((_, index) => row[index] ?? ''));
  if (columns.length === 0 || rows.length === 0) throw refuse(messages.imports.empty);
  if (rows.length > importLimits.maxRows) {
    throw refuse(messages.imports.tooManyRows(importLimits.maxRows.toLocaleString('en-US')));
  }
  return { columns, rows };
}
