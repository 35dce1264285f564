import type { Language, Localised } from '../../../shared/domain/locale.js';

/** What the upload showed, as an image analyser saw it. Never holds the file itself. */
export type MediaKind = 'image' | 'video';

export interface Detection {
  readonly name: string;
  /** 0..1, as the analyser rates it. */
  readonly confidence: number;
}

/** A sentence describing the whole picture. */
export interface Caption {
  readonly text: string;
  readonly confidence: number;
}

/** Measurements of the still image that was analysed (the photo, or one frame of a video). */
export interface PhotoQuality {
  readonly width: number;
  readonly height: number;
  /** Mean luminance, 0 (black) to 1 (white). */
  readonly brightness: number;
  /** Variance of the Laplacian of a 512-pixel-wide greyscale copy: low means blurred. */
  readonly sharpness: number;
}

export interface ImageAnalysis {
  readonly analyser: 'azure-vision' | 'local';
  readonly mediaKind: MediaKind;
  readonly caption: Caption | null;
  readonly tags: readonly Detection[];
  readonly objects: readonly Detection[];
  /** Lines of text read from labels and plates in the picture. */
  readonly text: readonly string[];
  readonly quality: PhotoQuality;
}

/** What an upload showed, without the picture measurements: all a writer reads, and all a repair keeps of it. */
export type SeenContent = Omit<ImageAnalysis, 'quality'>;

export type PhotoHintCode = 'too-dark' | 'too-bright' | 'blurry' | 'too-small';

export interface PhotoHint {
  readonly code: PhotoHintCode;
  readonly message: string;
}

/** Below these the picture is unlikely to show what is broken; above, washed out. */
export const PHOTO_LIMITS = {
  minBrightness: 0.15,
  maxBrightness: 0.93,
  minSharpness: 40,
  minShortSide: 320,
} as const;

const HINT_MESSAGES: Readonly<Record<PhotoHintCode, Localised<string>>> = {
  'too-dark': {
    en: 'The photo is too dark. Retake it with more light, or turn on the flash.',
    fr: 'La photo est trop sombre. Reprenez-la avec plus de lumière, ou activez le flash.',
  },
  'too-bright': {
    en: 'The photo is washed out. Retake it out of direct sunlight or without the flash.',
    fr: 'La photo est délavée. Reprenez-la à l’abri du soleil direct ou sans le flash.',
  },
  blurry: {
    en: 'The photo is blurry. Hold the camera steady, tap the screen to focus, and retake it.',
    fr: 'La photo est floue. Tenez l’appareil immobile, touchez l’écran pour faire la mise au point et reprenez-la.',
  },
  'too-small': {
    en: 'The photo is very small. Retake it closer to the broken part, at full resolution.',
    fr: 'La photo est très petite. Reprenez-la plus près de la pièce brisée, en pleine résolution.',
  },
};

/** The "retake the photo" advice a picture of this quality deserves, in the repair's language; empty when it is fine. */
export function photoHintsFor(quality: PhotoQuality, language: Language = 'en'): PhotoHint[] {
  const codes: PhotoHintCode[] = [];
  if (quality.brightness < PHOTO_LIMITS.minBrightness) codes.push('too-dark');
  else if (quality.brightness > PHOTO_LIMITS.maxBrightness) codes.push('too-bright');
  // A dark picture has little contrast, so its sharpness says nothing more.
  if (codes.length === 0 && quality.sharpness < PHOTO_LIMITS.minSharpness) codes.push('blurry');
  if (Math.min(quality.width, quality.height) < PHOTO_LIMITS.minShortSide) codes.push('too-small');
  return codes.map((code) => ({ code, message: HINT_MESSAGES[code][language] }));
}

/** Whether the analysis recognised anything at all that a writer could work from. */
export function recognisedAnything(analysis: SeenContent): boolean {
  return (
    analysis.caption !== null || analysis.tags.length > 0 || analysis.objects.length > 0 || analysis.text.length > 0
  );
}

const SUMMARY_WORDS: Localised<{
  readonly seen: string;
  readonly recognised: string;
  readonly labels: string;
  readonly nothing: string;
}> = {
  en: {
    seen: 'Seen:',
    recognised: 'Recognised:',
    labels: 'Text on labels:',
    nothing: 'Nothing in the picture was recognised with confidence.',
  },
  fr: {
    seen: 'Vu :',
    recognised: 'Reconnu :',
    labels: 'Texte des étiquettes :',
    nothing: 'Rien dans l’image n’a été reconnu avec assurance.',
  },
};

/**
 * One readable sentence of what was recognised, kept with the repair instead of the file. The analyser's own words
 * (its caption and tags, in English) are quoted as they are; the sentence around them is in the repair's language.
 */
export function summariseAnalysis(analysis: SeenContent, language: Language = 'en'): string {
  const words = SUMMARY_WORDS[language];
  const parts: string[] = [];
  if (analysis.caption) parts.push(`${words.seen} ${analysis.caption.text}.`);
  const things = [...new Set([...analysis.objects, ...analysis.tags].map((detection) => detection.name))].slice(0, 8);
  if (things.length > 0) parts.push(`${words.recognised} ${things.join(', ')}.`);
  if (analysis.text.length > 0) parts.push(`${words.labels} ${analysis.text.slice(0, 3).join(' / ')}.`);
  if (parts.length === 0) parts.push(words.nothing);
  return parts.join(' ');
}
