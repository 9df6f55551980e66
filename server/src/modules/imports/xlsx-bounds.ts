import type { Readable } from 'node:stream';
import { importLimits, messages } from '@kairos/core';
import JSZip from 'jszip';
import { validationFailed } from '../../errors/app-error';

const refuse = (message: string) => validationFailed('body', message);

/**
 * Refuses an XLSX that unpacks to more than `maxBytes` before exceljs holds any of it (decision
 * 0124): a 10 MB zip can inflate to gigabytes. Its entries are inflated as a stream and counted, so
 * the bound holds whatever sizes the zip declares; reading stops as soon as it is passed.
 */
export async function assertXlsxUnpacksWithin(
  bytes: Buffer,
  maxBytes: number = importLimits.maxXlsxUnpackedBytes,
): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    throw refuse(messages.imports.brokenXlsx);
  }
  const tooLarge = messages.imports.xlsxTooLarge(Math.round(maxBytes / (1024 * 1024)));
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    total = await countEntry(entry, total, maxBytes);
    if (total > maxBytes) throw refuse(tooLarge);
  }
}

/** The running total after this entry, or a number past `maxBytes` as soon as it is passed. */
function countEntry(entry: JSZip.JSZipObject, start: number, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = entry.nodeStream('nodebuffer') as Readable;
    let total = start;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        stream.destroy();
        resolve(total);
      }
    });
    stream.on('end', () => resolve(total));
    stream.on('error', () => reject(refuse(messages.imports.brokenXlsx)));
  });
}
