import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { AzureVisionImageAnalyser } from '../../../src/modules/repairs/adapters/analysis/azure-vision.image-analyser.js';
import { LocalImageAnalyser } from '../../../src/modules/repairs/adapters/analysis/local.image-analyser.js';
import { TesseractTextReader } from '../../../src/modules/repairs/adapters/analysis/tesseract.text-reader.js';
import { photoHintsFor } from '../../../src/modules/repairs/domain/image-analysis.js';
import {
  ImageAnalysisFailedError,
  type ImageAnalyser,
  type MediaFile,
} from '../../../src/modules/repairs/ports/image-analyser.js';
import { createLogger } from '../../../src/shared/logging/logger.js';
import { blurryPhoto, darkPhoto, labelPhoto, testVideo } from '../../fixtures/repairs/media.js';
import { fixture, startFakeService, type FakeService } from './fakes.js';

/** The pictures of the suite, and the recorded Azure answer for each (Azure only looks at the answer). */
type Scenario = 'label' | 'dark' | 'blurry' | 'video' | 'broken';
const AZURE_ANSWERS: Readonly<Record<Scenario, { status?: number; json: unknown }>> = {
  label: { json: fixture('azure-vision/label-photo.json') },
  dark: { json: fixture('azure-vision/dark-photo.json') },
  blurry: { json: fixture('azure-vision/label-photo.json') },
  video: { json: fixture('azure-vision/kitchen-faucet.json') },
  broken: { status: 400, json: fixture('azure-vision/invalid-image-error.json') },
};

interface Harness {
  readonly analyser: ImageAnalyser;
  prepare(scenario: Scenario): void;
  close(): Promise<void>;
}

const FRAME_TIMEOUT_MS = 15_000;
/** What the configuration asks for by default: the features every Azure AI Vision region offers. */
const WIDELY_AVAILABLE = ['tags', 'objects', 'read'] as const;

const harnesses: Record<string, () => Promise<Harness>> = {
  'the local analyser': async () => {
    const reader = new TesseractTextReader(20_000, createLogger('silent'));
    return {
      analyser: new LocalImageAnalyser(reader, FRAME_TIMEOUT_MS),
      prepare: () => undefined,
      close: () => reader.stop(),
    };
  },
  'the Azure AI Vision adapter (against recorded Azure answers)': async () => {
    const vision: FakeService = await startFakeService();
    return {
      analyser: new AzureVisionImageAnalyser({
        endpoint: vision.url,
        key: 'test-key',
        timeoutMs: 5_000,
        frameTimeoutMs: FRAME_TIMEOUT_MS,
        features: WIDELY_AVAILABLE,
        allowInsecureConnection: true,
      }),
      prepare: (scenario) => vision.answer(AZURE_ANSWERS[scenario]),
      close: () => vision.close(),
    };
  },
};

for (const [name, makeHarness] of Object.entries(harnesses)) {
  describe(`image analyser contract: ${name}`, function () {
    this.timeout(60_000);
    let harness: Harness;
    let folder: string;

    before(async () => {
      harness = await makeHarness();
      folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-analyser-'));
    });
    after(async () => {
      await harness.close();
      await rm(folder, { recursive: true, force: true });
    });

    async function analyse(
      scenario: Scenario,
      bytes: Buffer,
      kind: MediaFile['kind'] = 'image',
      mediaType = 'image/jpeg',
    ) {
      const localPath = path.join(folder, `${scenario}-${Date.now()}`);
      await writeFile(localPath, bytes);
      harness.prepare(scenario);
      return harness.analyser.analyse({ localPath, mediaType, kind });
    }

    it('reads the text printed on a rating label', async () => {
      const analysis = await analyse('label', await labelPhoto());
      expect(analysis.text.join(' ')).to.match(/WX.?2200/);
      expect(analysis.mediaKind).to.equal('image');
    });

    it('measures a good photo and asks for no retake', async () => {
      const analysis = await analyse('label', await labelPhoto());
      expect(analysis.quality).to.include({ width: 1200, height: 800 });
      expect(photoHintsFor(analysis.quality)).to.deep.equal([]);
    });

    it('asks for a retake when the photo is too dark', async () => {
      const analysis = await analyse('dark', await darkPhoto());
      expect(photoHintsFor(analysis.quality).map((hint) => hint.code)).to.include('too-dark');
    });

    it('asks for a retake when the photo is blurry', async () => {
      const analysis = await analyse('blurry', await blurryPhoto());
      expect(photoHintsFor(analysis.quality).map((hint) => hint.code)).to.include('blurry');
    });

    it('analyses one frame of a video', async () => {
      const analysis = await analyse(
        'video',
        await testVideo('mp4', { width: 640, height: 360 }),
        'video',
        'video/mp4',
      );
      expect(analysis.mediaKind).to.equal('video');
      expect(analysis.quality).to.include({ width: 640, height: 360 });
    });

    it('fails with ImageAnalysisFailedError on a picture that cannot be read', async () => {
      const photo = await labelPhoto();
      let failure: unknown;
      try {
        await analyse('broken', photo.subarray(0, 600));
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(ImageAnalysisFailedError);
    });

    it('keeps nothing of the file in what it answers', async () => {
      const analysis = await analyse('label', await labelPhoto());
      expect(JSON.stringify(analysis).length).to.be.below(5_000);
    });
  });
}

describe('Azure AI Vision adapter: what it sends and how it fails', function () {
  this.timeout(30_000);
  let vision: FakeService;
  let analyser: AzureVisionImageAnalyser;
  let photoPath: string;
  let folder: string;

  before(async () => {
    vision = await startFakeService();
    analyser = new AzureVisionImageAnalyser({
      endpoint: vision.url,
      key: 'secret-key',
      timeoutMs: 1_000,
      frameTimeoutMs: FRAME_TIMEOUT_MS,
      features: WIDELY_AVAILABLE,
      allowInsecureConnection: true,
    });
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-azure-'));
    photoPath = path.join(folder, 'photo');
    await writeFile(photoPath, await labelPhoto());
  });
  after(async () => {
    await vision.close();
    await rm(folder, { recursive: true, force: true });
  });

  const analyse = () => analyser.analyse({ localPath: photoPath, mediaType: 'image/jpeg', kind: 'image' });

  it('asks for tags, objects and read at API version 2023-10-01 with the key, sending a JPEG', async () => {
    vision.answer({ json: fixture('azure-vision/kitchen-faucet.json') });
    const analysis = await analyse();
    const request = vision.requests.at(-1)!;
    const url = new URL(request.url, vision.url);
    expect(url.pathname).to.equal('/computervision/imageanalysis:analyze');
    expect(url.searchParams.get('api-version')).to.equal('2023-10-01');
    expect(url.searchParams.get('features')?.split(',').sort()).to.deep.equal(['Objects', 'Read', 'Tags']);
    expect(url.searchParams.has('gender-neutral-caption')).to.equal(false);
    expect(request.headers['ocp-apim-subscription-key']).to.equal('secret-key');
    expect(request.headers['content-type']).to.equal('application/octet-stream');
    expect(request.body.subarray(0, 3)).to.deep.equal(Buffer.from([0xff, 0xd8, 0xff]));
    expect(analysis.objects.map((object) => object.name)).to.deep.equal(['faucet', 'sink']);
    expect(analysis.tags.map((tag) => tag.name)).to.not.include('indoor');
  });

  it('asks for a caption too where the region offers it, and reads it', async () => {
    vision.answer({ json: fixture('azure-vision/kitchen-faucet.json') });
    const captioning = new AzureVisionImageAnalyser({
      endpoint: vision.url,
      key: 'secret-key',
      timeoutMs: 1_000,
      frameTimeoutMs: FRAME_TIMEOUT_MS,
      features: ['caption', ...WIDELY_AVAILABLE],
      allowInsecureConnection: true,
    });
    const analysis = await captioning.analyse({ localPath: photoPath, mediaType: 'image/jpeg', kind: 'image' });
    const url = new URL(vision.requests.at(-1)!.url, vision.url);
    expect(url.searchParams.get('features')?.split(',').sort()).to.deep.equal(['Caption', 'Objects', 'Read', 'Tags']);
    expect(url.searchParams.get('gender-neutral-caption')).to.equal('true');
    expect(analysis.caption?.text).to.equal('a silver kitchen faucet dripping into a sink');
  });

  it('fails on a service error, on a timeout and on an unreachable service', async () => {
    for (const answer of [
      { status: 500, json: { error: { code: 'InternalServerError', message: 'x' } } },
      'hang',
    ] as const) {
      vision.answer(answer);
      let failure: unknown;
      try {
        await analyse();
      } catch (error) {
        failure = error;
      }
      expect(failure, JSON.stringify(answer)).to.be.instanceOf(ImageAnalysisFailedError);
    }
    const unreachable = new AzureVisionImageAnalyser({
      endpoint: 'http://127.0.0.1:9',
      key: 'k',
      timeoutMs: 1_000,
      frameTimeoutMs: FRAME_TIMEOUT_MS,
      features: WIDELY_AVAILABLE,
      allowInsecureConnection: true,
    });
    let failure: unknown;
    try {
      await unreachable.analyse({ localPath: photoPath, mediaType: 'image/jpeg', kind: 'image' });
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(ImageAnalysisFailedError);
  });
});
