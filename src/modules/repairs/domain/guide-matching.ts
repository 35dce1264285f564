import type { ImageAnalysis } from './image-analysis.js';
import { clampConfidence, moreDetailNeeded, MIN_CONFIDENCE_FOR_STEPS, type RepairAdvice } from './instructions.js';
import type { RepairGuide } from './knowledge-base/repair-guide.js';

/** Where a piece of evidence came from, and how much a keyword found there counts. */
const SOURCE_WEIGHT = {
  description: 1,
  caption: 0.8,
  objects: 0.7,
  tags: 0.5,
  text: 0.4,
} as const;
type EvidenceSource = keyof typeof SOURCE_WEIGHT;

interface EvidenceText {
  readonly source: EvidenceSource;
  /** Lower-case words separated by single spaces, padded with one space on each side. */
  readonly text: string;
  /** How sure the analyser was (1 for the user's own words). */
  readonly certainty: number;
}

export interface GuideMatch {
  readonly guide: RepairGuide;
  readonly score: number;
  readonly matchedKeywords: readonly string[];
}

function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/** Everything the writer may match on: the description, the caption, detections, text read from labels. */
export function evidenceOf(analysis: ImageAnalysis | null, description: string | null): EvidenceText[] {
  const evidence: EvidenceText[] = [];
  if (description?.trim()) evidence.push({ source: 'description', text: normalise(description), certainty: 1 });
  if (analysis?.caption) {
    evidence.push({
      source: 'caption',
      text: normalise(analysis.caption.text),
      certainty: analysis.caption.confidence,
    });
  }
  for (const object of analysis?.objects ?? []) {
    evidence.push({ source: 'objects', text: normalise(object.name), certainty: object.confidence });
  }
  for (const tag of analysis?.tags ?? [])
    evidence.push({ source: 'tags', text: normalise(tag.name), certainty: tag.confidence });
  for (const line of analysis?.text ?? []) evidence.push({ source: 'text', text: normalise(line), certainty: 1 });
  return evidence.filter((item) => item.text.trim() !== '');
}

function hasWords(text: string, words: string): boolean {
  return text.includes(` ${words} `) || text.includes(` ${words}s `) || text.includes(` ${words}es `);
}

/** A phrase whose words all appear, in another order or apart ("the door handle on my car"), counts less. */
const SCATTERED_PHRASE_WEIGHT = 0.6;

/**
 * How well a keyword is found in a text: 1 as whole words (a simple plural allowed: "faucets",
 * "switches"), less when a phrase's words are all there but not together, 0 otherwise.
 */
function foundIn(keyword: string, text: string): number {
  const phrase = normalise(keyword).trim();
  if (!phrase) return 0;
  if (hasWords(text, phrase)) return 1;
  const words = phrase.split(' ');
  return words.length > 1 && words.every((word) => hasWords(text, word)) ? SCATTERED_PHRASE_WEIGHT : 0;
}

/**
 * How many guides use each keyword: a keyword that many guides share ("leak") tells less about which
 * repair it is than one only a single guide uses ("flapper").
 */
function keywordSpread(guides: readonly RepairGuide[]): Map<string, number> {
  const spread = new Map<string, number>();
  for (const guide of guides)
    for (const keyword of new Set(guide.keywords)) spread.set(keyword, (spread.get(keyword) ?? 0) + 1);
  return spread;
}

/**
 * Scores every guide against the evidence, best first; guides that matched nothing are left out. A keyword
 * counts once, from the most trusted source it appears in, more when it is a phrase (more specific) and
 * less when many guides share it.
 */
export function rankGuides(guides: readonly RepairGuide[], evidence: readonly EvidenceText[]): GuideMatch[] {
  if (evidence.length === 0) return [];
  const spread = keywordSpread(guides);
  const matches: GuideMatch[] = [];
  for (const guide of guides) {
    let score = 0;
    const matched: string[] = [];
    for (const keyword of guide.keywords) {
      let best = 0;
      for (const item of evidence) {
        best = Math.max(best, foundIn(keyword, item.text) * SOURCE_WEIGHT[item.source] * item.certainty);
      }
      if (best === 0) continue;
      const specificity = 1 + 0.5 * (keyword.trim().split(/\s+/).length - 1);
      score += (best * specificity) / Math.sqrt(spread.get(keyword) ?? 1);
      matched.push(keyword);
    }
    if (score > 0) matches.push({ guide, score, matchedKeywords: matched });
  }
  return matches.sort((a, b) => b.score - a.score || a.guide.id.localeCompare(b.guide.id));
}

/** How strongly evidence must point at one guide: a score of this size gives about two-thirds certainty. */
const SCORE_SCALE = 1.6;

/**
 * An honest 0..1: how much evidence points at the best guide (saturating), scaled down when the runner-up
 * is nearly as good, since then the repair could be either.
 */
export function matchConfidence(ranked: readonly GuideMatch[]): number {
  const [best, second] = ranked;
  if (!best) return 0;
  const strength = 1 - Math.exp(-best.score / SCORE_SCALE);
  const distinctness = second ? (best.score - second.score) / best.score : 1;
  return clampConfidence(strength * (0.5 + 0.5 * distinctness));
}

/** The knowledge base's advice: the best guide when the evidence points at it clearly, else a request for detail. */
export function adviseFromKnowledgeBase(
  guides: readonly RepairGuide[],
  analysis: ImageAnalysis | null,
  description: string | null,
): RepairAdvice {
  const ranked = rankGuides(guides, evidenceOf(analysis, description));
  const confidence = matchConfidence(ranked);
  const best = ranked[0];
  if (!best || confidence < MIN_CONFIDENCE_FOR_STEPS) return moreDetailNeeded(confidence);
  const { guide } = best;
  return {
    title: guide.title,
    item: guide.item,
    category: guide.category,
    diagnosis: guide.diagnosis.map(({ cause, signs }) => ({ cause, signs })),
    difficulty: guide.difficulty,
    estimatedMinutes: { min: guide.estimatedMinutes.min, max: guide.estimatedMinutes.max },
    tools: guide.tools.map((tool) => ({ name: tool.name, alternatives: [...(tool.alternatives ?? [])] })),
    materials: guide.materials.map((material) => ({ name: material.name, note: material.note ?? null })),
    safetyWarnings: guide.safetyWarnings.map(({ severity, text }) => ({ severity, text })),
    steps: guide.steps.map((step) => ({ text: step.text, caution: step.caution ?? null })),
    verification: [...guide.verification],
    whenToCallAPro: [...guide.callAProWhen],
    confidence,
    moreDetailRequest: null,
  };
}
