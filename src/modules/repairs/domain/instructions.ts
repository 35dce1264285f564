import type { Region } from '../../../shared/domain/region.js';
import {
  photoHintsFor,
  summariseAnalysis,
  type ImageAnalysis,
  type MediaKind,
  type PhotoHint,
} from './image-analysis.js';
import type { Difficulty, HazardSeverity, RepairCategory } from './knowledge-base/repair-guide.js';

/**
 * What an instruction writer produces from an analysis and a description: the repair itself. Either a
 * repair to follow (steps present), or a request for more detail with low confidence and no steps, never
 * invented ones.
 */
export interface RepairAdvice {
  readonly title: string;
  readonly item: string | null;
  readonly category: RepairCategory | null;
  readonly diagnosis: readonly { readonly cause: string; readonly signs: string }[];
  readonly difficulty: Difficulty | null;
  readonly estimatedMinutes: { readonly min: number; readonly max: number } | null;
  readonly tools: readonly { readonly name: string; readonly alternatives: readonly string[] }[];
  readonly materials: readonly { readonly name: string; readonly note: string | null }[];
  readonly safetyWarnings: readonly { readonly severity: HazardSeverity; readonly text: string }[];
  readonly steps: readonly { readonly text: string; readonly caution: string | null }[];
  readonly verification: readonly string[];
  readonly whenToCallAPro: readonly string[];
  /** 0..1: how well the input matched what the writer knows. */
  readonly confidence: number;
  /** Set when the writer could not tell what is broken: what the user should add. */
  readonly moreDetailRequest: string | null;
}

/** The instructions a user reads on the repair page: the advice plus what RepairLens derives from it. */
export interface Instructions extends Omit<RepairAdvice, 'steps' | 'estimatedMinutes'> {
  readonly estimatedTime: { readonly minMinutes: number; readonly maxMinutes: number; readonly display: string } | null;
  readonly steps: readonly { readonly number: number; readonly text: string; readonly caution: string | null }[];
  readonly needsMoreDetail: boolean;
  readonly hireAPro: {
    readonly recommended: boolean;
    readonly category: RepairCategory | null;
    readonly region: Region;
  };
  readonly analysis: {
    readonly summary: string;
    readonly analyser: ImageAnalysis['analyser'];
    readonly mediaKind: MediaKind;
    readonly caption: string | null;
    readonly tags: readonly string[];
    readonly objects: readonly string[];
    readonly text: readonly string[];
  };
  readonly photoHints: readonly PhotoHint[];
}

/** Below this the writer's best match is a guess: the user is asked for more detail instead. */
export const MIN_CONFIDENCE_FOR_STEPS = 0.3;

export const MORE_DETAIL_TITLE = 'Tell us more about what is broken';
export const MORE_DETAIL_REQUEST =
  'We could not tell what needs repairing from this upload. Add a short description (the item, its brand or ' +
  'model if you know it, and what it does wrong), or take a closer, well-lit photo of the broken part.';

/** Advice that asks for more detail: nothing to follow yet, and a confidence that says so. */
export function moreDetailNeeded(confidence: number): RepairAdvice {
  return {
    title: MORE_DETAIL_TITLE,
    item: null,
    category: null,
    diagnosis: [],
    difficulty: null,
    estimatedMinutes: null,
    tools: [],
    materials: [],
    safetyWarnings: [],
    steps: [],
    verification: [],
    whenToCallAPro: [],
    confidence: Math.min(clampConfidence(confidence), MIN_CONFIDENCE_FOR_STEPS / 2),
    moreDetailRequest: MORE_DETAIL_REQUEST,
  };
}

export function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** "15-30 min", "2-4 hours", "1-1.5 hours": how the landing page and Recent Fixes show a time range. */
export function describeTimeRange(minMinutes: number, maxMinutes: number): string {
  if (minMinutes >= 60 && minMinutes % 30 === 0 && maxMinutes % 30 === 0) {
    const hours = (minutes: number) => String(minutes / 60);
    return minMinutes === maxMinutes ? `${hours(minMinutes)} hours` : `${hours(minMinutes)}-${hours(maxMinutes)} hours`;
  }
  return minMinutes === maxMinutes ? `${minMinutes} min` : `${minMinutes}-${maxMinutes} min`;
}

/** A professional is recommended for any high-severity hazard and for every Hard repair. */
export function proRecommended(advice: Pick<RepairAdvice, 'safetyWarnings' | 'difficulty'>): boolean {
  return advice.difficulty === 'Hard' || advice.safetyWarnings.some((warning) => warning.severity === 'high');
}

/**
 * Turns a writer's advice into the instructions the user reads. Whatever the writer, the rules are the
 * same: confidence within 0..1, advice below the confidence floor or without steps becomes a request for
 * more detail, steps are numbered, Hire a Pro follows the hazards and the difficulty.
 */
export function composeInstructions(advice: RepairAdvice, analysis: ImageAnalysis, region: Region): Instructions {
  const confidence = clampConfidence(advice.confidence);
  const usable = advice.steps.length > 0 && confidence >= MIN_CONFIDENCE_FOR_STEPS && advice.moreDetailRequest === null;
  const settled = usable ? { ...advice, confidence } : moreDetailNeeded(confidence);
  const { steps, estimatedMinutes, ...rest } = settled;
  return {
    ...rest,
    estimatedTime: estimatedMinutes
      ? {
          minMinutes: estimatedMinutes.min,
          maxMinutes: estimatedMinutes.max,
          display: describeTimeRange(estimatedMinutes.min, estimatedMinutes.max),
        }
      : null,
    steps: steps.map((step, index) => ({ number: index + 1, text: step.text, caution: step.caution })),
    needsMoreDetail: !usable,
    hireAPro: { recommended: usable && proRecommended(settled), category: settled.category, region },
    analysis: {
      summary: summariseAnalysis(analysis),
      analyser: analysis.analyser,
      mediaKind: analysis.mediaKind,
      caption: analysis.caption?.text ?? null,
      tags: analysis.tags.map((tag) => tag.name),
      objects: analysis.objects.map((object) => object.name),
      text: [...analysis.text],
    },
    photoHints: photoHintsFor(analysis.quality),
  };
}
