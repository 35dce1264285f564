import type { ImageAnalysis } from '../../domain/image-analysis.js';
import type { ImageAnalyser, MediaFile } from '../../ports/image-analyser.js';
import { measurePhotoQuality, stillImageOf } from './still-image.js';
import { TextReadingFailedError, type TextReader } from './text-reader.js';

/**
 * The embedded analyser: no cloud service. It measures the picture (size, brightness, sharpness) so the
 * user can be asked to retake a poor one, reads text on labels when a text reader is given, and leaves
 * recognising the item to the user's description.
 */
export class LocalImageAnalyser implements ImageAnalyser {
  constructor(
    private readonly textReader: TextReader | null,
    private readonly frameTimeoutMs: number,
  ) {}

  async analyse(media: MediaFile): Promise<ImageAnalysis> {
    const still = await stillImageOf(media, this.frameTimeoutMs);
    const [quality, text] = await Promise.all([measurePhotoQuality(still), this.readText(still.jpeg)]);
    return { analyser: 'local', mediaKind: media.kind, caption: null, tags: [], objects: [], text, quality };
  }

  /** Label text is a bonus: a reading that failed (the reader says why in its log) leaves the analysis without it. */
  private async readText(jpeg: Buffer): Promise<string[]> {
    if (!this.textReader) return [];
    try {
      return await this.textReader.read(jpeg);
    } catch (error) {
      if (error instanceof TextReadingFailedError) return [];
      throw error;
    }
  }
}
