import type { Language, Localised } from '../../../shared/domain/locale.js';
import type { Region } from '../../../shared/domain/region.js';
import { estimateCost, type CostEstimate } from './cost-estimate.js';
import {
  photoHintsFor,
  summariseAnalysis,
  type ImageAnalysis,
  type MediaKind,
  type PhotoHint,
  type SeenContent,
} from './image-analysis.js';
import type { Difficulty, HazardSeverity, RepairCategory, RepairGuide } from './knowledge-base/repair-guide.js';
import type { Emergency, EmergencyKind } from './safety/emergency-check.js';

/** Which writer produced the advice, and the knowledge-base guide it followed (the page shows it as the source). */
export interface AdviceSource {
  readonly writer: 'knowledge-base' | 'vision-model';
  readonly guideId: string | null;
  readonly guideTitle: string | null;
}

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
  /** The writer's judgement that this job is one for a professional (the guide's, or the model's). */
  readonly proRecommended: boolean;
  /** 0..1: how well the input matched what the writer knows. */
  readonly confidence: number;
  /** Set when the writer could not tell what is broken: what the user should add. */
  readonly moreDetailRequest: string | null;
  readonly source: AdviceSource | null;
  /** What a vision model saw in the photo, in one or two sentences; null when nothing looked at the picture. */
  readonly observation: string | null;
}

/** The instructions a user reads on the repair page: the advice plus what RepairLens derives from it. */
export interface Instructions extends Omit<
  RepairAdvice,
  'steps' | 'estimatedMinutes' | 'proRecommended' | 'observation'
> {
  readonly estimatedTime: { readonly minMinutes: number; readonly maxMinutes: number; readonly display: string } | null;
  readonly steps: readonly { readonly number: number; readonly text: string; readonly caution: string | null }[];
  readonly needsMoreDetail: boolean;
  /**
   * Set when the safety check found an emergency: what to do now and whom to call, and no repair steps at all.
   */
  readonly emergency: Emergency | null;
  /** Steps to follow were delivered: only then is the repair paid for. */
  readonly delivered: boolean;
  /** Whether anything looked at the picture itself (a vision model or service), or only measured it. */
  readonly photoUnderstood: boolean;
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
  /**
   * What the repair will cost, from the typical ranges of the guide the steps followed, in the region's currency;
   * null without delivered steps, without a guide, or when the guide has no prices.
   */
  readonly costEstimate: CostEstimate | null;
}

/** Below this the writer's best match is a guess: the user is asked for more detail instead. */
export const MIN_CONFIDENCE_FOR_STEPS = 0.3;

/** What a request for more detail says, in each language. */
export const MORE_DETAIL: Localised<{ readonly title: string; readonly request: string }> = {
  en: {
    title: 'Tell us more about what is broken',
    request:
      'We could not tell what needs repairing from this upload. Add a short description (the item, its brand or ' +
      'model if you know it, and what it does wrong), or take a closer, well-lit photo of the broken part.',
  },
  fr: {
    title: 'Dites-nous ce qui est brisé',
    request:
      'Nous n’avons pas pu savoir quoi réparer à partir de ce téléversement. Ajoutez une courte description ' +
      '(l’objet, sa marque ou son modèle si vous les connaissez, et ce qui ne fonctionne pas), ou prenez une photo ' +
      'plus rapprochée et bien éclairée de la pièce brisée.',
  },
};

/** Advice that asks for more detail, in the repair's language: nothing to follow yet, and a confidence that says so. */
export function moreDetailNeeded(confidence: number, language: Language = 'en'): RepairAdvice {
  return {
    title: MORE_DETAIL[language].title,
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
    proRecommended: false,
    confidence: Math.min(clampConfidence(confidence), MIN_CONFIDENCE_FOR_STEPS / 2),
    moreDetailRequest: MORE_DETAIL[language].request,
    source: null,
    observation: null,
  };
}

export function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** How a range of hours is written: its unit for the range's upper end, and the decimal mark. */
const TIME_WORDS: Localised<{
  readonly hours: (upTo: number) => string;
  readonly decimalMark: string;
  /** Between a range's ends: French writes "15 à 30 min", as the landing page and the prices do ("20 $ à 70 $"). */
  readonly through: string;
}> = {
  en: { hours: () => 'hours', decimalMark: '.', through: '-' },
  // French puts the plural on 2 and more only: "1 à 1,5 heure", "2 à 4 heures".
  fr: { hours: (upTo) => (upTo < 2 ? 'heure' : 'heures'), decimalMark: ',', through: ' à ' },
};

/**
 * "15-30 min", "2-4 hours", "1-1.5 hours" (in French "15 à 30 min", "2 à 4 heures", "1 à 1,5 heure"): how the
 * repair page and Recent Fixes show a time range.
 */
export function describeTimeRange(minMinutes: number, maxMinutes: number, language: Language = 'en'): string {
  const { hours: hoursUpTo, decimalMark, through } = TIME_WORDS[language];
  if (minMinutes >= 60 && minMinutes % 30 === 0 && maxMinutes % 30 === 0) {
    const hours = (minutes: number) => String(minutes / 60).replace('.', decimalMark);
    const unit = hoursUpTo(maxMinutes / 60);
    return minMinutes === maxMinutes
      ? `${hours(minMinutes)} ${unit}`
      : `${hours(minMinutes)}${through}${hours(maxMinutes)} ${unit}`;
  }
  return minMinutes === maxMinutes ? `${minMinutes} min` : `${minMinutes}${through}${maxMinutes} min`;
}

/** Whom Hire a Pro lists for each emergency, once the immediate danger is dealt with. */
const EMERGENCY_CATEGORY: Readonly<Record<EmergencyKind, RepairCategory>> = {
  'gas-leak': 'heating-cooling',
  'carbon-monoxide': 'heating-cooling',
  'fire-or-sparks': 'electrical',
  'water-near-electricity': 'electrical',
  'structural-failure': 'walls-floors',
  'garage-door-spring': 'doors-windows',
  'refrigerant-leak': 'heating-cooling',
  asbestos: 'walls-floors',
  'swollen-battery': 'electronics',
  'brake-failure': 'automotive',
};

/** An emergency's advice: its title, nothing to follow, the writer's source and what it saw kept for the record. */
function emergencyAdvice(emergency: Emergency, advice: RepairAdvice, confidence: number): RepairAdvice {
  return {
    ...moreDetailNeeded(0),
    title: emergency.title,
    item: advice.item,
    category: EMERGENCY_CATEGORY[emergency.kind],
    confidence,
    moreDetailRequest: null,
    source: advice.source,
    observation: advice.observation,
  };
}

/**
 * What a repair keeps of its upload in place of the file: what was recognised and the retake-the-photo advice.
 * Writing again later (the person added detail) starts from this, since the file is gone by then.
 */
export interface UploadFindings {
  readonly analysis: Instructions['analysis'];
  readonly photoHints: readonly PhotoHint[];
}

export function findingsOf(analysis: ImageAnalysis, language: Language = 'en'): UploadFindings {
  return {
    analysis: {
      summary: summariseAnalysis(analysis, language),
      analyser: analysis.analyser,
      mediaKind: analysis.mediaKind,
      caption: analysis.caption?.text ?? null,
      tags: analysis.tags.map((tag) => tag.name),
      objects: analysis.objects.map((object) => object.name),
      text: [...analysis.text],
    },
    photoHints: photoHintsFor(analysis.quality, language),
  };
}

/** Kept names lost their scores: count them as fairly sure, below the user's own words. */
const KEPT_DETECTION_CONFIDENCE = 0.8;

/** What the writer may read again from the findings a repair kept. */
export function seenContentOf(findings: UploadFindings): SeenContent {
  const { analysis } = findings;
  const detections = (names: readonly string[]) =>
    names.map((name) => ({ name, confidence: KEPT_DETECTION_CONFIDENCE }));
  return {
    analyser: analysis.analyser,
    mediaKind: analysis.mediaKind,
    caption: analysis.caption ? { text: analysis.caption, confidence: KEPT_DETECTION_CONFIDENCE } : null,
    tags: detections(analysis.tags),
    objects: detections(analysis.objects),
    text: analysis.text,
  };
}

/**
 * Turns a writer's advice into the instructions the user reads. Whatever the writer, the rules are the
 * same: an emergency replaces every step with what to do now; confidence stays within 0..1; advice below the
 * confidence floor or without steps becomes a request for more detail; steps are numbered; Hire a Pro follows
 * the writer's judgement of the job, and always accompanies an emergency. The cost estimate comes from the guide
 * the advice says it followed, and only from that one. What RepairLens writes itself (a request for more detail, the
 * time range, the photo advice) is in the repair's language, as the writer's advice and the emergency already are.
 */
export function composeInstructions(
  advice: RepairAdvice,
  upload: ImageAnalysis | UploadFindings,
  region: Region,
  emergency: Emergency | null = null,
  followedGuide: RepairGuide | null = null,
  language: Language = 'en',
): Instructions {
  const findings = 'quality' in upload ? findingsOf(upload, language) : upload;
  const confidence = clampConfidence(advice.confidence);
  const usable =
    emergency === null &&
    advice.steps.length > 0 &&
    confidence >= MIN_CONFIDENCE_FOR_STEPS &&
    advice.moreDetailRequest === null;
  const settled = usable
    ? { ...advice, confidence }
    : emergency
      ? emergencyAdvice(emergency, advice, confidence)
      : moreDetailNeeded(confidence, language);
  const { steps, estimatedMinutes, proRecommended, observation, ...rest } = settled;
  return {
    ...rest,
    estimatedTime:
      usable && estimatedMinutes
        ? {
            minMinutes: estimatedMinutes.min,
            maxMinutes: estimatedMinutes.max,
            display: describeTimeRange(estimatedMinutes.min, estimatedMinutes.max, language),
          }
        : null,
    steps: usable ? steps.map((step, index) => ({ number: index + 1, text: step.text, caution: step.caution })) : [],
    needsMoreDetail: !usable && emergency === null,
    emergency,
    delivered: usable,
    photoUnderstood: findings.analysis.analyser !== 'local' || observation !== null,
    hireAPro: {
      recommended: emergency !== null || (usable && proRecommended),
      category: settled.category,
      region,
    },
    analysis: findings.analysis,
    photoHints: [...findings.photoHints],
    costEstimate:
      usable && followedGuide !== null && followedGuide.id === advice.source?.guideId
        ? estimateCost(followedGuide, region)
        : null,
  };
}
