import type { GuideFeedbackCounts } from '../../modules/repairs/index.js';

/**
 * How an answer counts towards a fix rate: fixed is a success, partly half of one (the steps helped but did not
 * finish the job), not fixed none. The dashboard says so on screen.
 */
export const FIX_RATE_WEIGHTS = { fixed: 1, partly: 0.5, notFixed: 0 } as const;
/** Fewer answers than this say nothing about a guide: it is listed, marked too few to judge, after the others. */
export const MIN_ANSWERS_TO_JUDGE = 3;

interface AnswerCounts {
  readonly fixed: number;
  readonly partly: number;
  readonly notFixed: number;
}

export interface FixRate extends AnswerCounts {
  readonly answers: number;
  /** 0..1, to four decimals. */
  readonly rate: number;
  readonly enoughAnswers: boolean;
}

export interface GuideFixRate extends FixRate {
  /** Null: repairs written without a guide, one line per category. */
  readonly guideId: string | null;
  readonly guideTitle: string | null;
  readonly category: string | null;
}

export interface CategoryFixRate extends FixRate {
  readonly category: string | null;
}

function fixRateOf(counts: AnswerCounts): FixRate {
  const answers = counts.fixed + counts.partly + counts.notFixed;
  const score =
    counts.fixed * FIX_RATE_WEIGHTS.fixed +
    counts.partly * FIX_RATE_WEIGHTS.partly +
    counts.notFixed * FIX_RATE_WEIGHTS.notFixed;
  return {
    fixed: counts.fixed,
    partly: counts.partly,
    notFixed: counts.notFixed,
    answers,
    rate: answers === 0 ? 0 : Math.round((score / answers) * 10_000) / 10_000,
    enoughAnswers: answers >= MIN_ANSWERS_TO_JUDGE,
  };
}

/** Those with enough answers first, the worst rate first among them (then the most answers); too few last. */
function worstFirst(a: FixRate, b: FixRate): number {
  if (a.enoughAnswers !== b.enoughAnswers) return a.enoughAnswers ? -1 : 1;
  return a.rate - b.rate || b.answers - a.answers;
}

/** The fix rate of each guide (and of "no guide" per category) and of each category, worst first. */
export function fixRates(lines: readonly GuideFeedbackCounts[]): {
  byGuide: GuideFixRate[];
  byCategory: CategoryFixRate[];
} {
  const byGuide = lines
    .map(({ guideId, guideTitle, category, ...counts }) => ({ guideId, guideTitle, category, ...fixRateOf(counts) }))
    .sort((a, b) => worstFirst(a, b) || (a.guideTitle ?? '').localeCompare(b.guideTitle ?? ''));
  const categories = new Map<string | null, AnswerCounts>();
  for (const { category, fixed, partly, notFixed } of lines) {
    const sum = categories.get(category) ?? { fixed: 0, partly: 0, notFixed: 0 };
    categories.set(category, {
      fixed: sum.fixed + fixed,
      partly: sum.partly + partly,
      notFixed: sum.notFixed + notFixed,
    });
  }
  const byCategory = [...categories]
    .map(([category, counts]) => ({ category, ...fixRateOf(counts) }))
    .sort((a, b) => worstFirst(a, b) || (a.category ?? '').localeCompare(b.category ?? ''));
  return { byGuide, byCategory };
}
