import type { ImageAnalysis } from '../../domain/image-analysis.js';
import type { ImageAnalyser, MediaFile } from '../../ports/image-analyser.js';
import { measurePhotoQuality, stillImageOf } from './still-image.js';
import type { TesseractTextReader } from './tesseract.text-reader.js';

/**
 * The embedded analyser: no cloud service. It measures the picture (size, brightness, sharpness) so the
 * user can be asked to retake a poor one, reads text on labels when a text reader is given, and leaves
 * recognising the item to the user's description.
 */
export class LocalImageAnalyser implements ImageAnalyser {
  constructor(
    private readonly textReader: TesseractTextReader | null,
    private readonly frameTimeoutMs: number,
  ) {}

  async analyse(media: MediaFile): Promise<ImageAnalysis> {
    const still = await stillImageOf(media, this.frameTimeoutMs);
    const [quality, text] = await Promise.all([
      measurePhotoQuality(still),
      this.textReader ? this.textReader.read(still.jpeg) : Promise.resolve([]),
    ]);
    return { analyser: 'local', mediaKind: media.kind, caption: null, tags: [], objects: [], text, quality };
  }
}
