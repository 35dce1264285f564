import sharp from 'sharp';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
  /** Pixels to decode: width × height × frames (an animated GIF decodes every frame). */
  readonly pixels: number;
}

/**
 * Reads an image's dimensions from its header without decoding it, so a small file that would expand to
 * billions of pixels (a decompression bomb) is caught before anything allocates memory for it. Null when
 * the header cannot be read.
 */
export async function inspectImage(localPath: string): Promise<ImageSize | null> {
  try {
    const metadata = await sharp(localPath, { limitInputPixels: false, animated: true }).metadata();
    if (!metadata.width || !metadata.height) return null;
    // For animated images sharp reports the height of all frames stacked in `height` when `animated` is set.
    const frameHeight = metadata.pageHeight ?? metadata.height;
    const frames = metadata.pages ?? 1;
    return { width: metadata.width, height: frameHeight, pixels: metadata.width * frameHeight * frames };
  } catch {
    return null;
  }
}
