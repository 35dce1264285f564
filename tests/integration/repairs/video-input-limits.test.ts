import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AssertionError, expect } from 'chai';
import sharp from 'sharp';
import { stillImageOf } from '../../../src/modules/repairs/adapters/analysis/still-image.js';
import { picturesForModel } from '../../../src/modules/repairs/adapters/writing/model-images.js';
import { UPLOAD_MESSAGES } from '../../../src/modules/repairs/contract.js';
import { ImageAnalysisFailedError, type MediaFile } from '../../../src/modules/repairs/ports/image-analyser.js';
import { REPAIR_MEDIA_TYPES } from '../../../src/shared/media/media-types.js';
import { ffmpegVideoInput, VideoRefusedError } from '../../../src/shared/media/video-input.js';
import type { TestBrowser } from '../../support/http-client.js';
import { signedInBrowser, startRepairsApp, upload, type RepairsTestApp } from './support.js';

const FRAME_TIMEOUT_MS = 20_000;
/** A line every /etc/passwd has; none of it may ever reach a frame, an error or an answer. */
const PASSWD_ROOT = readFileSync('/etc/passwd', 'utf8').split('\n')[0]!;

/**
 * Writes a short video to `output` (the container follows its extension), one video stream per lavfi source.
 * Low frame rates keep the huge and the long ones quick to make.
 */
async function lavfiVideo(output: string, ...sources: string[]): Promise<Buffer> {
  await promisify(execFile)(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...sources.flatMap((source) => ['-f', 'lavfi', '-i', source]),
      ...sources.flatMap((_source, index) => ['-map', `${index}:v`]),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', output],
    ],
    { timeout: 60_000 },
  );
  return readFile(output);
}

/** A plain green picture: what the file an attacker points ffmpeg at looks like in a frame. */
async function isPlainGreen(jpeg: Buffer): Promise<boolean> {
  const [red, green, blue] = (await sharp(jpeg).stats()).channels;
  return green!.mean > 100 && red!.mean < 60 && blue!.mean < 60;
}

/** The messages of an error and of its causes, joined. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return messages.join(' / ');
}

describe('videos: ffmpeg reads only the uploaded file, as its detected type, within limits', function () {
  this.timeout(90_000);
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-video-input-'));
    // Files next to the upload that a playlist or a concat list could name: plain green videos.
    await lavfiVideo(path.join(folder, 'secret.ts'), 'color=c=green:s=64x64:d=1:r=5');
    await lavfiVideo(path.join(folder, 'secret.mp4'), 'color=c=green:s=64x64:d=1:r=5');
  });
  after(() => rm(folder, { recursive: true, force: true }));

  async function onDisk(name: string, content: string | Buffer, mediaType: string): Promise<MediaFile> {
    const localPath = path.join(folder, name);
    await writeFile(localPath, content);
    return { localPath, mediaType, kind: 'video' };
  }

  /** Neither the analysers' still nor the vision writer's frames come out of `video`. */
  async function expectNoPictureOf(video: MediaFile) {
    const failures: unknown[] = [];
    for (const attempt of [
      () => stillImageOf(video, FRAME_TIMEOUT_MS),
      () => picturesForModel(video, FRAME_TIMEOUT_MS),
    ]) {
      try {
        const taken = await attempt();
        const jpegs = Array.isArray(taken) ? taken : [taken.jpeg];
        const green = await Promise.all(jpegs.map(isPlainGreen));
        expect.fail(`a picture was taken${green.includes(true) ? ' (plain green, like the files next to it)' : ''}`);
      } catch (error) {
        if (error instanceof AssertionError) throw error;
        failures.push(error);
      }
    }
    for (const failure of failures) expect(messagesOf(failure)).to.not.include(PASSWD_ROOT);
    return failures;
  }

  it('never follows an HLS playlist passed off as an MP4 to the segment or the /etc/passwd it names', async () => {
    const playlist = (segment: string) =>
      ['#EXTM3U', '#EXT-X-TARGETDURATION:1', '#EXTINF:1.0,', segment, '#EXT-X-ENDLIST', ''].join('\n');
    await expectNoPictureOf(await onDisk('playlist-upload', playlist('secret.ts'), 'video/mp4'));
    await expectNoPictureOf(await onDisk('passwd-playlist-upload', playlist('file:///etc/passwd'), 'video/mp4'));
  });

  it('never follows a concat list passed off as a WebM to the video it names', async () => {
    const list = 'ffconcat version 1.0\nfile secret.mp4\n';
    await expectNoPictureOf(await onDisk('concat-upload', list, 'video/webm'));
  });

  it('refuses a type it has no demuxer for before ffmpeg runs', async () => {
    const missing: MediaFile = {
      localPath: path.join(folder, 'never-written'),
      mediaType: 'application/vnd.apple.mpegurl',
      kind: 'video',
    };
    const [still, frames] = await expectNoPictureOf(missing);
    expect(still).to.be.instanceOf(ImageAnalysisFailedError);
    expect((still as Error).cause).to.be.instanceOf(VideoRefusedError);
    expect(frames).to.be.instanceOf(VideoRefusedError);
    expect((frames as VideoRefusedError).reason).to.equal('unsupported');
  });

  it('knows the demuxer of every video type an upload may have', () => {
    const videoTypes = Object.keys(REPAIR_MEDIA_TYPES).filter((type) => REPAIR_MEDIA_TYPES[type] === 'video');
    expect(videoTypes).to.have.members(['video/mp4', 'video/quicktime', 'video/webm']);
    for (const mediaType of videoTypes) {
      expect(ffmpegVideoInput({ localPath: '/x', mediaType })).to.include.members(['-protocol_whitelist', 'file']);
    }
  });

  it('decodes no frame of a video over 8K, even when its still or frames are asked for directly', async () => {
    const huge = path.join(folder, 'huge.mp4');
    await lavfiVideo(huge, 'color=c=green:s=8192x4320:d=1:r=1');
    const [still, frames] = await expectNoPictureOf({ localPath: huge, mediaType: 'video/mp4', kind: 'video' });
    expect(still).to.be.instanceOf(ImageAnalysisFailedError);
    expect((frames as VideoRefusedError).reason).to.equal('resolution');
  });

  it('still takes the still and 4 frames of a small two-second MP4', async () => {
    const small = path.join(folder, 'small.mp4');
    await lavfiVideo(small, 'testsrc2=s=320x240:d=2:r=5');
    const video: MediaFile = { localPath: small, mediaType: 'video/mp4', kind: 'video' };
    const still = await stillImageOf(video, FRAME_TIMEOUT_MS);
    expect({ width: still.width, height: still.height }).to.deep.equal({ width: 320, height: 240 });
    expect(await picturesForModel(video, FRAME_TIMEOUT_MS)).to.have.length(4);
  });

  describe('when uploaded', () => {
    let server: RepairsTestApp;
    let browser: TestBrowser;
    before(async () => {
      server = await startRepairsApp();
      browser = await signedInBrowser(server.baseUrl, 'video-limits');
    });
    after(async () => server.close());
    afterEach(async () => {
      expect(await server.storedUploads(), 'nothing refused reaches storage').to.deep.equal([]);
    });

    async function expectRefused(bytes: Buffer, status: number, message: string) {
      const response = await upload(browser, { bytes, filename: 'clip.mp4', type: 'video/mp4' });
      const body = (await response.json()) as { message: string };
      expect(response.status, body.message).to.equal(status);
      expect(body.message).to.equal(message);
    }

    it('refuses a video over 8K (7680 × 4320 pixels) with 413 and says so', async () => {
      const bytes = await lavfiVideo(path.join(folder, 'over-8k.mp4'), 'color=c=blue:s=8192x4320:d=1:r=1');
      await expectRefused(bytes, 413, UPLOAD_MESSAGES.videoTooManyPixels);
    });

    it('refuses a video whose second stream is over 8K, behind a small first one, with 413', async () => {
      const bytes = await lavfiVideo(
        path.join(folder, 'hidden-8k.mp4'),
        'color=c=blue:s=64x64:d=1:r=1',
        'color=c=blue:s=8192x4320:d=1:r=1',
      );
      await expectRefused(bytes, 413, UPLOAD_MESSAGES.videoTooManyPixels);
    });

    it('refuses a video longer than ten minutes with 413 and says so', async () => {
      const bytes = await lavfiVideo(path.join(folder, 'long.mp4'), 'color=c=blue:s=64x64:d=601:r=1');
      await expectRefused(bytes, 413, UPLOAD_MESSAGES.videoTooLong);
    });

    it('refuses an MP4 whose moov box never comes (ffprobe cannot read it) with 415', async () => {
      const small = await readFile(path.join(folder, 'secret.mp4'));
      await expectRefused(small.subarray(0, 64), 415, UPLOAD_MESSAGES.invalidFileType);
    });

    it('charges nothing for a refused video', async () => {
      expect(await server.freeFixes(browser)).to.equal(2);
    });
  });
});
