import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** Pictures made on the fly for the vision model writer's tests: what a phone really sends. */

/**
 * A phone photo as the camera stores it: `width` × `height` pixels turned by the EXIF orientation 6 (shown
 * upright as height × width), with the camera's make and a GPS position in its EXIF block.
 */
export function gpsTaggedPhoto(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a8fa0' } })
    .withExif({
      IFD0: { Make: 'RepairLens test phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 34/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Whether an EXIF block points at a GPS section (tag 0x8825, in the block's own byte order). */
export function exifHasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** Scenes of `sceneChangeVideo`, in order, three seconds each: a test pattern, plain red, colour bars. */
export const SCENE_SECONDS = 3;

/** A nine-second MP4 of three scenes, so a scene change comes at 3 s and at 6 s. */
export async function sceneChangeVideo(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-scenes-'));
  const output = path.join(folder, 'scenes.mp4');
  const size = `s=640x360:d=${SCENE_SECONDS}:r=25`;
  const scene = (source: string) => [
    '-f',
    'lavfi',
    '-i',
    source.includes('=') ? `${source}:${size}` : `${source}=${size}`,
  ];
  try {
    await promisify(execFile)(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...scene('testsrc2'),
        ...scene('color=c=red'),
        ...scene('smptebars'),
        ...['-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1:a=0', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
        output,
      ],
      { timeout: 60_000 },
    );
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
