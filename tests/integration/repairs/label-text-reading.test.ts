import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { LocalImageAnalyser } from '../../../src/modules/repairs/adapters/analysis/local.image-analyser.js';
import { TesseractTextReader } from '../../../src/modules/repairs/adapters/analysis/tesseract.text-reader.js';
import { findTextRegions } from '../../../src/modules/repairs/adapters/analysis/text-regions.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { eventually } from './support.js';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/repairs');
const LABEL_12MP = path.join(FIXTURES, 'label-12mp.jpg');
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'label-12mp.json'), 'utf8')) as {
  width: number;
  height: number;
  keyTokens: string[];
};
/** Where make-label-photo.ts put the plate (before turning it), in the photo's pixels. */
const PLATE = { left: 880, top: 1150, right: 2980, bottom: 1770 };
/** The production budget: a read that takes longer fails, and so does the test. */
const BUDGET_MS = 2_000;

describe('label text reading: the 12-megapixel rating plate photo', function () {
  this.timeout(90_000);
  let folder: string;
  let reader: TesseractTextReader;
  let analyser: LocalImageAnalyser;

  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-label-'));
    reader = new TesseractTextReader(BUDGET_MS, createLogger('silent'));
    analyser = new LocalImageAnalyser(reader, 15_000);
    // The worker loads its model on the first read; the budget is about the reads after that.
    await reader.read(await sharp(LABEL_12MP).resize(400).jpeg().toBuffer()).catch(() => undefined);
    await eventually(async () => (reader.activity().ready > 0 ? true : undefined), 60_000, 'the OCR worker');
  });
  after(async () => {
    await reader.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const analyse = async (bytes: Buffer) => {
    const file = path.join(folder, `photo-${Date.now()}.jpg`);
    await writeFile(file, bytes);
    return analyser.analyse({ localPath: file, mediaType: 'image/jpeg', kind: 'image' });
  };

  it('reads every key token of the plate within the budget', async () => {
    const analysis = await analyse(readFileSync(LABEL_12MP));
    expect(analysis.quality).to.include({ width: expected.width, height: expected.height });
    const text = analysis.text.join(' ');
    for (const token of expected.keyTokens) expect(text, token).to.include(token);
  });

  it('reads light print on a dark plate too', async () => {
    const analysis = await analyse(await sharp(LABEL_12MP).negate({ alpha: false }).jpeg({ quality: 90 }).toBuffer());
    const text = analysis.text.join(' ');
    for (const token of expected.keyTokens) expect(text, token).to.include(token);
  });

  it('reads nothing from the wood grain alone', async () => {
    const woodOnly = await sharp(LABEL_12MP).extract({ left: 0, top: 0, width: 4000, height: 1000 }).jpeg().toBuffer();
    expect((await analyse(woodOnly)).text).to.deep.equal([]);
  });

  it('finds the plate as one block of text, with its skew', async () => {
    const { data, info } = await sharp(LABEL_12MP)
      .greyscale()
      .resize(1400)
      .normalise()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const regions = findTextRegions({ pixels: data, width: info.width, height: info.height });
    expect(regions).to.have.length.at.least(1);
    const [plate] = regions;
    const scale = info.width / expected.width;
    const centre = { x: (plate!.left + plate!.width / 2) / scale, y: (plate!.top + plate!.height / 2) / scale };
    expect(centre.x).to.be.within(PLATE.left, PLATE.right);
    expect(centre.y).to.be.within(PLATE.top, PLATE.bottom);
    expect(plate!.angleDegrees).to.be.within(-4.5, -2.5);
    expect(plate!.polarity).to.equal('dark-on-light');
  });
});
