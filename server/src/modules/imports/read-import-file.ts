import { importLimits, messages } from '@kairos/core';
import { detect } from 'chardet';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { validationFailed } from '../../errors/app-error';
import {
  createRowSink,
  tooManyRows,
  type ImportFileFacts,
  type RowSink,
  type TakeRows,
} from './import-row-sink';
import { assertXlsxUnpacksWithin } from './xlsx-bounds';

const refuse = (message: string) => validationFailed('body', message);

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A spreadsheet's first sheet, or a CSV in any delimiter and encoding, as a header and rows of text,
 * the rows handed to `take` in batches as they are read (decision 0140: this runs in the import's
 * worker thread, and the event loop receives the batches). Nothing in a cell is evaluated: a
 * formula is the text it is. Every bound is checked as soon as it can be (the bytes by the route,
 * the rows while reading).
 */
export async function readImportFile(bytes: Buffer, take: TakeRows): Promise<ImportFileFacts> {
  if (bytes.length === 0) throw refuse(messages.imports.empty);
  const rows = createRowSink(take);
  if (isZip(bytes)) await readXlsx(bytes, rows);
  else readCsv(decodeText(bytes), rows);
  return rows.end();
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

function readCsv(text: string, sink: RowSink): void {
  // Papa Parse takes one line ending per file: a file of mixed ones is read with \n throughout
  // (inside quoted cells too, where a line break is a line break whichever way it was written).
  const normalized = text.replace(/\r\n?/g, '\n');
  let read = 0;
  let refusal: string | null = null;
  Papa.parse<string[]>(normalized, {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t', '|'],
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      read += 1;
      const missing = result.errors.find((error) => error.code === 'MissingQuotes');
      // Read on, the rest of the file would be one cell: the row where the quote opens is named.
      refusal = missing ? messages.imports.missingQuote(read) : sink.add(result.data.map(String));
      if (refusal !== null) parser.abort();
    },
  });
  if (refusal !== null) throw refuse(refusal);
}

async function readXlsx(bytes: Buffer, sink: RowSink): Promise<void> {
  await assertXlsxUnpacksWithin(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(messages.imports.brokenXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(messages.imports.brokenXlsx);
  if (sheet.rowCount > importLimits.maxRows + 1) throw refuse(tooManyRows());
  let refusal: string | null = null;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (refusal !== null) return;
    const cells: string[] = [];
    const width = Math.min(row.cellCount, importLimits.maxColumns + 1);
    for (let index = 1; index <= width; index += 1) cells.push(cellText(row.getCell(index).value));
    refusal = sink.add(cells);
  });
  if (refusal !== null) throw refuse(refusal);
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
