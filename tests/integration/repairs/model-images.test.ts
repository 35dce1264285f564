import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import {
  chooseFrameTimes,
  MODEL_IMAGE_MAX_SIDE,
  pictureForModel,
  picturesForModel,
  sceneChanges,
} from '../../../src/modules/repairs/adapters/writing/model-images.js';
import type { MediaFile } from '../../../src/modules/repairs/ports/image-analyser.js';
import { labelPhoto, testVideo } from '../../fixtures/repairs/media.js';
import { exifHasGpsPosition, gpsTaggedPhoto, SCENE_SECONDS, sceneChangeVideo } from '../../support/vision-media.js';

const FRAME_TIMEOUT_MS = 20_000;

describe('pictures for the vision model', function () {
  this.timeout(60_000);
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-model-images-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  async function onDisk(name: string, bytes: Buffer, kind: MediaFile['kind']): Promise<MediaFile> {
    const localPath = path.join(folder, name);
    await writeFile(localPath, bytes);
    return { localPath, mediaType: kind === 'image' ? 'image/jpeg' : 'video/mp4', kind };
  }

  describe('a photo', () => {
    it('comes out upright, at most 1536 px on its long edge, as a JPEG without EXIF or GPS position', async () => {
      const phone = await gpsTaggedPhoto(4000, 3000);
      const original = await sharp(phone).metadata();
      expect(exifHasGpsPosition(original.exif), 'the test photo carries a GPS position').to.equal(true);

      const prepared = await sharp(await pictureForModel(phone)).metadata();
      expect(prepared).to.include({ format: 'jpeg', width: 1152, height: MODEL_IMAGE_MAX_SIDE });
      expect(prepared.exif).to.equal(undefined);
      expect(prepared.orientation).to.equal(undefined);
    });

    it('is never enlarged, and a transparent PNG is laid on white', async () => {
      const png = await sharp({
        create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const prepared = await pictureForModel(png);
      const { format, width, height } = await sharp(prepared).metadata();
      expect({ format, width, height }).to.deep.equal({ format: 'jpeg', width: 400, height: 300 });
      const { channels } = await sharp(prepared).stats();
      expect(channels[0]!.mean).to.be.above(250);
    });

    it('is sent as the single picture of an image upload', async () => {
      const pictures = await picturesForModel(await onDisk('label.jpg', await labelPhoto(), 'image'), FRAME_TIMEOUT_MS);
      expect(pictures).to.have.length(1);
    });
  });

  describe('when the frames of a video are taken', () => {
    it('takes the clearest scene changes first, then evenly spaced moments, in time order', () => {
      const times = chooseFrameTimes(9, [
        { atSeconds: 6, score: 0.7 },
        { atSeconds: 3, score: 0.55 },
        { atSeconds: 3.04, score: 0.4 },
      ]);
      expect(times).to.include.members([3, 6]);
      expect(times).to.not.include(3.04);
      expect(times).to.have.length(5);
      expect([...times].sort((a, b) => a - b)).to.deep.equal(times);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).to.be.at.least(0.9);
    });

    it('takes 4 frames of a short clip and 6 of a long one, evenly spaced without scene changes', () => {
      expect(chooseFrameTimes(2, [])).to.deep.equal([0.25, 0.75, 1.25, 1.75]);
      expect(chooseFrameTimes(60, [])).to.deep.equal([5, 15, 25, 35, 45, 55]);
    });

    it('takes the start and the scene changes of a video whose length is unknown', () => {
      expect(chooseFrameTimes(null, [{ atSeconds: 4, score: 0.5 }])).to.deep.equal([0, 4]);
    });

    it('finds the scene changes of a real video with ffmpeg', async () => {
      const video = await onDisk('scenes.mp4', await sceneChangeVideo(), 'video');
      const found = (await sceneChanges(video, FRAME_TIMEOUT_MS)).map((scene) => scene.atSeconds);
      expect(found.some((at) => Math.abs(at - SCENE_SECONDS) < 0.1)).to.equal(true);
      expect(found.some((at) => Math.abs(at - 2 * SCENE_SECONDS) < 0.1)).to.equal(true);
    });

    it('sends 4 to 6 frames of a video, the plain red scene among them', async () => {
      const video = await onDisk('scenes-again.mp4', await sceneChangeVideo(), 'video');
      const frames = await picturesForModel(video, FRAME_TIMEOUT_MS);
      expect(frames.length).to.be.within(4, 6);
      const reds = await Promise.all(
        frames.map(async (frame) => {
          const [red, green, blue] = (await sharp(frame).stats()).channels;
          return red!.mean > 200 && green!.mean < 40 && blue!.mean < 40;
        }),
      );
      expect(reds).to.include(true);
    });

    it('sends 4 frames of a two-second clip, each within the size limit', async () => {
      const video = await onDisk('short.mp4', await testVideo('mp4', { width: 1600, height: 900 }), 'video');
      const frames = await picturesForModel(video, FRAME_TIMEOUT_MS);
      expect(frames).to.have.length(4);
      for (const frame of frames) expect((await sharp(frame).metadata()).width).to.equal(MODEL_IMAGE_MAX_SIDE);
    });

    it('fails on a video that cannot be read', async () => {
      const broken = await onDisk('broken.mp4', Buffer.from('not a video at all'), 'video');
      let failure: unknown;
      try {
        await picturesForModel(broken, FRAME_TIMEOUT_MS);
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(Error);
    });
  });
});
