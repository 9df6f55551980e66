/**
 * The image studio's benchmark (issue 23):
 *
 *   npm run bench:images -- [--rounds 40]
 *
 * 'Text from image' as the server runs it: the assistant's OCR (one tesseract.js thread, started
 * first), --rounds times on a different 1080x1080 post image (three lines of printed text on a
 * coloured background, JPEG). Prints p50/p99 in milliseconds; the last line is one JSON object.
 * Target: p99 under 300 ms. BENCH_SMOKE=1: 3 images.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createOcr } from '../../server/src/modules/assistant/media/ocr-pool';
import { percentile, round } from '../dispatch/figures';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: sized('40', '3') } } });
const rounds = Number(args.rounds);
const words = ['Spring', 'Sale', 'Fresh', 'Coffee', 'Bakery', 'Open', 'Daily', 'Weekend', 'Market', 'Garden'];
const colours = ['#fdf6e3', '#e8f1fb', '#fff4e0', '#eef7ee'];

function postImage(index: number): Promise<Buffer> {
  const word = (offset: number) => words[(index + offset) % words.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="100%" height="100%" fill="${colours[index % colours.length]}"/>
    <text x="90" y="380" font-size="110" font-family="DejaVu Sans" font-weight="bold" fill="#1b1b1b">${word(0)} ${word(3)}</text>
    <text x="90" y="560" font-size="72" font-family="DejaVu Serif" fill="#333">${word(1)} and ${word(5)}</text>
    <text x="90" y="700" font-size="72" font-family="DejaVu Serif" fill="#333">from ${index % 12} to ${(index % 12) + 6} pm</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function main() {
  const ocr = createOcr({ threads: 1, maxQueue: 20, timeoutMs: 30_000 });
  try {
    let started = performance.now();
    await ocr.read(await postImage(999));
    const warmMs = round(performance.now() - started);
    console.log(`OCR thread ready and first image read in ${warmMs} ms`);
    const images = await Promise.all(Array.from({ length: rounds }, (_, index) => postImage(index)));
    const times: number[] = [];
    let read = 0;
    for (const image of images) {
      started = performance.now();
      const text = await ocr.read(image, { strict: true });
      times.push(performance.now() - started);
      if (text !== '') read += 1;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = round(percentile(sorted, 50), 1);
    const p99 = round(percentile(sorted, 99), 1);
    console.log(
      `OCR of a 1080x1080 post image (${rounds} images, ${read} with text read): p50 ${p50} ms, p99 ${p99} ms`,
    );
    console.log(
      JSON.stringify({
        benchmark: 'images',
        threads: 1,
        warmMs,
        ocrImages: rounds,
        ocrRead: read,
        ocrP50Ms: p50,
        ocrP99Ms: p99,
        ocrMaxMs: round(sorted.at(-1) ?? 0, 1),
        ocrTargetP99Ms: 300,
        load: os.loadavg().map((value) => round(value, 2)),
      }),
    );
  } finally {
    await ocr.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
