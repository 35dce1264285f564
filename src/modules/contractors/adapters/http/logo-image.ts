import sharp, { type Metadata, type Sharp } from 'sharp';
import { LOGO_MAX_PIXELS } from '../../contract.js';

/** A logo is shown at most a few hundred pixels wide; a longer edge is scaled down to this. */
export const LOGO_MAX_EDGE_PX = 512;

/**
 * Decodes and encodes the logo afresh: turned upright by its EXIF orientation, converted to sRGB, scaled to
 * fit LOGO_MAX_EDGE_PX, and written in the format it came in (PNG keeps its transparency and the sharp edges
 * of a drawn logo; JPEG and WebP stay compact). sharp writes no metadata unless asked, so EXIF (camera, GPS),
 * XMP, IPTC, ICC profiles and text chunks are all left behind; an animated WebP keeps its first frame.
 */
function reencoded(image: Sharp, mediaType: string): Sharp {
  const upright = image
    .rotate()
    .resize({ width: LOGO_MAX_EDGE_PX, height: LOGO_MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
  switch (mediaType) {
    case 'image/png':
      return upright.png({ compressionLevel: 9 });
    case 'image/webp':
      return upright.webp({ quality: 90 });
    case 'image/jpeg':
      return upright.jpeg({ quality: 90, mozjpeg: true });
    default:
      throw new Error(`Not a logo format: ${mediaType}`);
  }
}

/** Tolerates the small defects real files have (a warning), not undecodable ones. */
const decoding = (input: string | Buffer) => sharp(input, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error' });

/** The logo in the file at `inputPath`, re-encoded; it fails for pixels that do not decode. */
export async function reencodeLogo(inputPath: string, mediaType: string): Promise<Buffer> {
  return reencoded(decoding(inputPath), mediaType).toBuffer();
}

const FORMAT_OF: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** What reencodeLogo writes: the expected format, small enough, upright, and nothing beside the pixels. */
function isReencoded(metadata: Metadata, mediaType: string): boolean {
  return (
    metadata.format === FORMAT_OF[mediaType] &&
    (metadata.width ?? Infinity) <= LOGO_MAX_EDGE_PX &&
    (metadata.height ?? Infinity) <= LOGO_MAX_EDGE_PX &&
    (metadata.orientation ?? 1) === 1 &&
    (metadata.pages ?? 1) === 1 &&
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.iptc &&
    !metadata.icc &&
    !metadata.tifftagPhotoshop &&
    !metadata.comments?.length
  );
}

/**
 * The bytes to serve for a stored logo. Logos stored since uploads are re-encoded pass through after a read
 * of their header; one stored before (with whatever metadata it carried) is re-encoded on its way out,
 * every time it is served until its owner replaces it, so nothing needs to rewrite the store.
 */
export async function servableLogo(stored: Buffer, mediaType: string): Promise<Buffer> {
  const metadata = await sharp(stored, { limitInputPixels: false }).metadata();
  if (isReencoded(metadata, mediaType)) return stored;
  return reencoded(decoding(stored), mediaType).toBuffer();
}
