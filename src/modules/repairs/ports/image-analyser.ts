import type { ImageAnalysis, MediaKind } from '../domain/image-analysis.js';
import { token } from '../../../shared/token.js';

/** An uploaded file on local disk, with its type as its content declared it. */
export interface MediaFile {
  readonly localPath: string;
  readonly mediaType: string;
  readonly kind: MediaKind;
}

/** Looks at a photo, or at one frame of a video, and says what it sees and how good the picture is. */
export interface ImageAnalyser {
  analyse(media: MediaFile): Promise<ImageAnalysis>;
}

/** The analyser could not analyse this upload (unreadable file, service error, timeout). */
export class ImageAnalysisFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageAnalysisFailedError';
  }
}

export const IMAGE_ANALYSER = token<ImageAnalyser>('repairs.ImageAnalyser');
