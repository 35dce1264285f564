import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, PSM, type Word, type Worker } from 'tesseract.js';
import { findTextRegions, type TextRegion } from './text-regions.js';

const require = createRequire(import.meta.url);

/** The English model shipped inside the npm package @tesseract.js-data/eng: nothing is downloaded. */
const MODEL_FOLDER = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * The picture is read at most this large (long side): enough for print a few percent of the frame high. The
 * analysers' still picture is this size already (still-image.ts), so reading it costs no scaling.
 */
const READ_MAX_SIDE = 2000;
/** Text regions are looked for on a smaller copy: cheaper, and letters under ~11 px at read size are not read. */
const DETECT_MAX_SIDE = 1400;
/** Tesseract's LSTM model reads capitals best at about this height in pixels. */
const LETTER_HEIGHT_FOR_OCR = 30;
const ZOOM = { min: 0.3, max: 3 };
/** Margin around a region, in letter heights: Tesseract needs some background around the print. */
const MARGIN_IN_LETTERS = 0.7;
/** Words read with less confidence than this are noise more often than text (but see isConfident). */
const MIN_WORD_CONFIDENCE = 60;
/** Letters of clear print are rated 98 or 99; those Tesseract makes out in texture, about 85 to 95. */
const MIN_MEAN_LETTER_CONFIDENCE = 96;
/** Marks at either end of a word that are mostly screws, scratches and edges read as punctuation. */
const STRAY_PUNCTUATION = /^[,.;:_'`|]+|[,.;:_'`|]+$/g;

/**
 * Reads the text on labels and rating plates (model numbers, voltages, brands) with Tesseract compiled to
 * WebAssembly: the picture is turned grey, the blocks of print are found (text-regions.ts), and only those crops,
 * each contrast-stretched, straightened and scaled to the letter size Tesseract reads best, are recognised. A
 * picture without anything shaped like print is not sent to Tesseract at all.
 *
 * Runs inside the OCR worker process (ocr-worker.ts): it can take long, and a fault in it must not reach the
 * server.
 */
export class LabelTextRecogniser {
  private constructor(private readonly tesseract: Worker) {}

  static async start(): Promise<LabelTextRecogniser> {
    const tesseract = await createWorker('eng', 1, {
      langPath: MODEL_FOLDER,
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
    });
    // Sparse text: a plate's lines are read wherever they are, and a screw beside a line stays out of it. The
    // crops carry no resolution: this one matches the letter height they are scaled to.
    await tesseract.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    const recogniser = new LabelTextRecogniser(tesseract);
    // The first read compiles the region finder and sets up the model's buffers: done here, not on a user's photo.
    await recogniser.read(await warmUpPicture());
    return recogniser;
  }

  async read(jpeg: Uint8Array): Promise<string[]> {
    const { data: pixels, info } = await sharp(jpeg)
      .greyscale()
      .resize(READ_MAX_SIDE, READ_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Pipelines from raw single-channel pixels answer sRGB unless told to stay grey.
    const picture = sharp(pixels, { raw: { width: info.width, height: info.height, channels: 1 } }).greyscale();
    const detectScale = Math.min(1, DETECT_MAX_SIDE / Math.max(info.width, info.height));
    const small = await picture
      .clone()
      .resize(Math.round(info.width * detectScale), Math.round(info.height * detectScale))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const regions = findTextRegions({ pixels: small.data, width: small.info.width, height: small.info.height });
    const lines: string[] = [];
    for (const region of regions) {
      const crop = await cropForReading(picture, info, region, 1 / detectScale);
      for (const line of await this.recognise(crop)) if (!lines.includes(line)) lines.push(line);
    }
    return lines;
  }

  async stop(): Promise<void> {
    await this.tesseract.terminate();
  }

  private async recognise(image: Buffer): Promise<string[]> {
    const result = await this.tesseract.recognize(image, {}, { text: false, blocks: true });
    return (result.data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
      .map((line) =>
        line.words
          .filter(isConfident)
          .map((word) => word.text.replace(STRAY_PUNCTUATION, ''))
          .filter((word) => /[a-z0-9]/i.test(word))
          .join(' '),
      )
      .filter((text) => (text.match(/[a-z0-9]/gi)?.length ?? 0) >= 3);
  }
}

/**
 * Tesseract rates whole words low when they are no dictionary word (model numbers: STM32F3DISCOVERY) even when it
 * is sure of every letter: a word counts when the word is rated high, or when it has three letters or digits or
 * more and those are, on average, rated very high.
 */
function isConfident(word: Word): boolean {
  if (word.confidence >= MIN_WORD_CONFIDENCE) return true;
  const letters = word.symbols.filter((symbol) => /^[a-z0-9]$/i.test(symbol.text));
  const mean = letters.reduce((sum, symbol) => sum + symbol.confidence, 0) / letters.length;
  return letters.length >= 3 && mean >= MIN_MEAN_LETTER_CONFIDENCE;
}

/** Two rows of letter-sized bars (no font needed): enough for a read that goes through every step. */
function warmUpPicture(): Promise<Buffer> {
  const bars = [40, 100]
    .flatMap((y) =>
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${30 + i * 30}" y="${y}" width="18" height="30" fill="none" stroke="#000" stroke-width="5"/>`,
      ),
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="170"><rect width="320" height="170" fill="#fff"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * One region cut from the read-size picture with a margin, as dark print on light ground, turned level and
 * scaled so its letters have the height Tesseract reads best; a PNG.
 */
async function cropForReading(
  picture: Sharp,
  size: { readonly width: number; readonly height: number },
  region: TextRegion,
  scale: number,
): Promise<Buffer> {
  const margin = region.letterHeight * MARGIN_IN_LETTERS;
  const left = Math.max(0, Math.floor((region.left - margin) * scale));
  const top = Math.max(0, Math.floor((region.top - margin) * scale));
  const right = Math.min(size.width, Math.ceil((region.left + region.width + margin) * scale));
  const bottom = Math.min(size.height, Math.ceil((region.top + region.height + margin) * scale));
  const zoom = Math.min(ZOOM.max, Math.max(ZOOM.min, LETTER_HEIGHT_FOR_OCR / (region.letterHeight * scale)));
  // The region's own darkest and lightest grey become black and white (each label in its own light), the other
  // way round for light print, so that Tesseract always sees dark print on light ground.
  const { dark, light } = region.levels;
  const gain = 255 / Math.max(1, light - dark);
  const [multiply, add] = region.polarity === 'dark-on-light' ? [gain, -dark * gain] : [-gain, light * gain];
  const crop = picture
    .clone()
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: Math.round((right - left) * zoom) })
    .linear(multiply, add);
  // libvips turns by an arbitrary angle only at a fixed point of its pipeline: a second pass, on the small crop.
  const scaled = await crop.raw().toBuffer({ resolveWithObject: true });
  return sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: 1 } })
    .greyscale()
    .rotate(-region.angleDegrees, { background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
