import type { ImageAnalysis, PhotoQuality } from '../../src/modules/repairs/domain/image-analysis.js';

/** A photo the quality checks have nothing to say about: 1600 × 1200, evenly lit, sharp. */
export const GOOD_PHOTO_QUALITY: PhotoQuality = { width: 1600, height: 1200, brightness: 0.5, sharpness: 300 };

/** The local analyser's answer for a good photo in which it recognised nothing; tests add what it saw. */
export function imageAnalysis(overrides: Partial<ImageAnalysis> = {}): ImageAnalysis {
  return {
    analyser: 'local',
    mediaKind: 'image',
    caption: null,
    tags: [],
    objects: [],
    text: [],
    quality: GOOD_PHOTO_QUALITY,
    ...overrides,
  };
}
