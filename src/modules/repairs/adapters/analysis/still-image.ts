import sharp from 'sharp';
import { extractVideoFrame } from '../../../../shared/media/video-frame.js';
import type { PhotoQuality } from '../../domain/image-analysis.js';
import type { MediaFile } from '../../ports/image-analyser.js';
import { ImageAnalysisFailedError } from '../../ports/image-analyser.js';

/**
 * Analysers look at a JPEG no larger than this across: enough detail, a bounded cost. Half of a 12-megapixel
 * photo's 4000 (or 4032) pixels, so that its JPEG is decoded at half size straight away (shrink-on-load).
 */
const STILL_MAX_SIDE = 2000;
/** Quality is measured on a copy this wide, so the sharpness figure does not depend on the camera. */
const QUALITY_WIDTH = 512;

export interface StillImage {
  readonly jpeg: Buffer;
  /** Size of the picture as taken (the photo, or the video frame), before it was scaled down. */
  readonly width: number;
  readonly height: number;
}

/**
 * The one still picture both analysers look at: the photo turned upright and scaled down, or a frame
 * taken from the video with ffmpeg. Unreadable input fails the analysis.
 */
export async function stillImageOf(media: MediaFile, frameTimeoutMs: number): Promise<StillImage> {
  try {
    const source =
      media.kind === 'video'
        ? await extractVideoFrame(media, {
            atSeconds: 1,
            timeoutMs: frameTimeoutMs,
            maxWidth: STILL_MAX_SIDE,
          })
        : media.localPath;
    // For an animated GIF, the first frame.
    const upright = sharp(source, { animated: false }).rotate();
    const { data, info } = await upright
      .resize(STILL_MAX_SIDE, STILL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const original = await sharp(source, { animated: false }).metadata();
    const turned = (original.orientation ?? 1) >= 5;
    return {
      jpeg: data,
      width: (turned ? original.height : original.width) ?? info.width,
      height: (turned ? original.width : original.height) ?? info.height,
    };
  } catch (error) {
    throw new ImageAnalysisFailedError(`The ${media.kind} could not be read`, { cause: error });
  }
}

/** Brightness (mean luminance) and sharpness (variance of the Laplacian) of a still picture. */
export async function measurePhotoQuality(still: StillImage): Promise<PhotoQuality> {
  const { data, info } = await sharp(still.jpeg)
    .greyscale()
    .resize({ width: QUALITY_WIDTH, withoutEnlargement: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let sum = 0;
  for (const value of data) sum += value;
  let count = 0;
  let mean = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const laplacian = data[at - width]! + data[at + width]! + data[at - 1]! + data[at + 1]! - 4 * data[at]!;
      // Welford's running variance: one pass, no array of the whole image.
      count++;
      const delta = laplacian - mean;
      mean += delta / count;
      squares += delta * (laplacian - mean);
    }
  }
  return {
    width: still.width,
    height: still.height,
    brightness: Math.round((sum / data.length / 255) * 1000) / 1000,
    sharpness: count > 1 ? Math.round((squares / (count - 1)) * 10) / 10 : 0,
  };
}
