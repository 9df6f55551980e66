import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';

/**
 * Text read in images and video frames (tesseract.js with the English data of
 * @tesseract.js-data/eng, both in npm: nothing is downloaded). Tesseract runs in its own worker
 * threads; `threads` of them, started on first use. At most `maxQueue` images wait: past that an
 * image is not read (its hashtags are left out) rather than the request made to wait.
 */
export interface OcrOptions {
  threads: number;
  maxQueue: number;
  timeoutMs: number;
}

const languageData = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };
const minConfidence = 45;

/** Keeps lines that read as words, not the noise OCR finds in a photo. */
export function readableLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => {
      const letters = line.replace(/[^\p{L}]/gu, '').length;
      const visible = line.replace(/\s/g, '').length;
      const words = line.split(' ').filter((word) => /\p{L}{3,}/u.test(word)).length;
      return words >= 1 && visible > 0 && letters / visible >= 0.6;
    });
}

/** Thrown by `read(image, { strict: true })` when the queue is full: someone waits for this answer. */
export class OcrBusyError extends Error {
  constructor() {
    super('OCR queue is full');
    this.name = 'OcrBusyError';
  }
}

export function createOcr(options: OcrOptions) {
  let scheduler: Promise<Scheduler> | null = null;
  let waiting = 0;

  const open = () => {
    scheduler ??= (async () => {
      const made = createScheduler();
      for (let i = 0; i < options.threads; i += 1) {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: languageData.langPath,
          gzip: true,
          cacheMethod: 'none',
        });
        made.addWorker(worker);
      }
      return made;
    })();
    return scheduler;
  };

  /**
   * The readable lines of text in an image ('' when none, or when the queue is full; `strict`: a
   * full queue throws OcrBusyError and a read given up throws too, for a user waiting on the text).
   */
  async function read(image: Buffer, { strict = false } = {}): Promise<string> {
    if (waiting >= options.maxQueue) {
      if (strict) throw new OcrBusyError();
      return '';
    }
    waiting += 1;
    let timer: NodeJS.Timeout | undefined;
    try {
      // Grey, upright and at most 1600 px wide: what Tesseract reads best, and fast.
      const prepared = await sharp(image, { animated: false })
        .rotate()
        .greyscale()
        .resize({ width: 1600, withoutEnlargement: true })
        .png()
        .toBuffer();
      const job = (await open()).addJob('recognize', prepared);
      const timeout = new Promise<null>(
        (resolve) => (timer = setTimeout(() => resolve(null), options.timeoutMs)),
      );
      const result = await Promise.race([job, timeout]);
      if (!result && strict) throw new OcrBusyError();
      if (!result || result.data.confidence < minConfidence) return '';
      return readableLines(result.data.text).join('\n');
    } finally {
      clearTimeout(timer);
      waiting -= 1;
    }
  }

  return {
    read,
    close: async () => {
      const running = scheduler;
      scheduler = null;
      if (running) await (await running).terminate();
    },
  };
}

export type Ocr = ReturnType<typeof createOcr>;
