import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importLimits } from '@kairos/core';
import JSZip from 'jszip';
import sharp from 'sharp';
import { createTextSource } from '../similarity/seed-texts';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** A library CSV of `rows` distinct posts in `category`, as a person exports one. */
export function libraryCsv(rows: number, category: string): string {
  const source = createTextSource(31);
  const lines = ['Message,Category,Hashtags'];
  for (let index = 0; index < rows; index += 1)
    lines.push(`"${source.text()} ${index}",${category},#evergreen`);
  return `${lines.join('\n')}\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cell(column: number, row: number, text: string): string {
  let name = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return `<c r="${name}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
}

/**
 * An XLSX at the product's bound (decision 0124): its sheet unpacks to just under
 * `importLimits.maxXlsxUnpackedBytes` (or `unpackedBytes`), in `rows` rows of a message, its
 * category and notes columns (each cell within maxCellLength), zipped well under the 10 MB upload bound. Built from the
 * test fixture posts.xlsx (a real Excel file) with its first sheet replaced, in inline strings.
 */
export async function xlsxAtBound(
  rows: number,
  category: string,
  unpackedBytes = importLimits.maxXlsxUnpackedBytes,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(
    readFileSync(path.join(repositoryRoot, 'server/test/fixtures/imports/posts.xlsx')),
  );
  let others = 0;
  for (const [name, entry] of Object.entries(zip.files))
    if (!entry.dir && name !== 'xl/worksheets/sheet1.xml') others += (await entry.async('nodebuffer')).length;
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const tail = '</sheetData></worksheet>';
  // 1% under the bound: the file is accepted, as large as an accepted file gets.
  const budget = Math.floor(unpackedBytes * 0.99) - others - head.length - tail.length;
  const perRow = Math.floor(budget / (rows + 1));
  const source = createTextSource(47);
  const parts: string[] = [head];
  const header = ['Message', 'Category', 'Notes 1', 'Notes 2', 'Notes 3', 'Notes 4', 'Notes 5'];
  parts.push(`<row r="1">${header.map((text, column) => cell(column, 1, text)).join('')}</row>`);
  const filler = 'Notes kept with the post for the team, not published. ';
  for (let index = 0; index < rows; index += 1) {
    const row = index + 2;
    const cells = [cell(0, row, `${source.text()} ${index}`), cell(1, row, category)];
    let left = perRow - cells.join('').length - 20;
    for (let column = 2; column < header.length && left > 100; column += 1) {
      const length = Math.min(importLimits.maxCellLength - 100, left - 60);
      cells.push(cell(column, row, filler.repeat(Math.ceil(length / filler.length)).slice(0, length)));
      left -= length + 60;
    }
    parts.push(`<row r="${row}">${cells.join('')}</row>`);
  }
  parts.push(tail);
  zip.file('xl/worksheets/sheet1.xml', parts.join(''));
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  if (bytes.length > importLimits.maxBytes) throw new Error(`the XLSX is ${bytes.length} bytes: too large`);
  return bytes;
}

const words = ['Spring', 'Sale', 'Fresh', 'Coffee', 'Bakery', 'Open', 'Daily', 'Weekend', 'Market', 'Garden'];

/** A 1080x1080 post image with three lines of printed text (JPEG), different for each index. */
export function postImage(index: number): Promise<Buffer> {
  const word = (offset: number) => words[(index + offset) % words.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="100%" height="100%" fill="#fdf6e3"/>
    <text x="90" y="380" font-size="110" font-family="DejaVu Sans" font-weight="bold" fill="#1b1b1b">${word(0)} ${word(3)}</text>
    <text x="90" y="560" font-size="72" font-family="DejaVu Serif" fill="#333">${word(1)} and ${word(5)}</text>
    <text x="90" y="700" font-size="72" font-family="DejaVu Serif" fill="#333">from ${index % 12} to ${(index % 12) + 6} pm</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
