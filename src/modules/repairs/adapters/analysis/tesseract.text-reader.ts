import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import type { Logger } from '../../../../shared/logging/logger.js';

const require = createRequire(import.meta.url);

/** The English model shipped inside the npm package @tesseract.js-data/eng: nothing is downloaded. */
const MODEL_FOLDER = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Lines read with less confidence than this are noise more often than text. */
const MIN_LINE_CONFIDENCE = 60;
const READ_WIDTH = 1280;

/**
 * Reads text on labels and rating plates (model numbers, voltages, brands) with Tesseract compiled to
 * WebAssembly. Best effort: a read that takes too long is abandoned and the analysis goes on without text.
 */
export class TesseractTextReader {
  private worker: Promise<Worker> | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  async read(jpeg: Buffer): Promise<string[]> {
    const image = await sharp(jpeg)
      .greyscale()
      .resize({ width: READ_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer();
    const worker = await this.start();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.timeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(image, {}, { text: false, blocks: true }), timedOut]);
      if (result === null) {
        this.logger.warn({ timeoutMs: this.timeoutMs }, 'reading text from the picture took too long; skipped');
        await this.stop();
        return [];
      }
      const lines = (result.data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines),
      );
      return lines
        .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
        .map((line) => line.text.replace(/\s+/g, ' ').trim())
        .filter((text) => (text.match(/[a-z0-9]/gi)?.length ?? 0) >= 3);
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker).terminate().catch(() => undefined);
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', 1, {
      langPath: MODEL_FOLDER,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: (error: unknown) => this.logger.warn({ err: error }, 'text reader error'),
    }).catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }
}
