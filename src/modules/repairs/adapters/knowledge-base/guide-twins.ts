import type { RepairGuide } from '../../domain/knowledge-base/repair-guide.js';
import type { GuideFileProblem } from './guide-library.js';

/**
 * Checks that a translated library is the English one in another language: the same guides (ids and categories),
 * and in each guide the same numbers (times, prices), the same number of every list (causes, tools and their
 * alternatives, materials, warnings, steps, checks, notes), the same severities in the same order, and a note or a
 * caution where the English has one. Only the words differ. Keywords are left out: they are each language's own
 * matching vocabulary, not a translation. Returns every difference, each named by the translated guide's file.
 */
export function translationProblems(
  english: readonly RepairGuide[],
  translated: readonly RepairGuide[],
  translatedFolder: string,
): GuideFileProblem[] {
  const fileOf = (guide: Pick<RepairGuide, 'id' | 'category'>) =>
    `${translatedFolder}/${guide.category}/${guide.id}.yaml`;
  const translatedById = new Map(translated.map((guide) => [guide.id, guide]));
  const englishIds = new Set(english.map((guide) => guide.id));
  const problems: GuideFileProblem[] = [];
  for (const guide of english) {
    const twin = translatedById.get(guide.id);
    if (!twin)
      problems.push({ file: fileOf(guide), field: null, message: `is missing: ${guide.id} has no translation` });
    else problems.push(...differences(guide, twin).map((difference) => ({ file: fileOf(twin), ...difference })));
  }
  for (const guide of translated.filter(({ id }) => !englishIds.has(id))) {
    problems.push({ file: fileOf(guide), field: 'id', message: `"${guide.id}" is not the id of any English guide` });
  }
  return problems;
}

interface Difference {
  readonly field: string;
  readonly message: string;
}

/** What of a guide must be the same in every language, by field: values and shapes, never words. */
function shapeOf(guide: RepairGuide): Record<string, unknown> {
  const has = (value: unknown) => value !== undefined;
  return {
    category: guide.category,
    proRecommended: guide.proRecommended,
    difficulty: guide.difficulty,
    estimatedMinutes: guide.estimatedMinutes,
    proEstimate: guide.proEstimate ?? null,
    diagnosis: guide.diagnosis.length,
    tools: guide.tools.map((tool) => ({
      alternatives: tool.alternatives?.length ?? 0,
      note: has(tool.note),
      price: tool.price ?? null,
    })),
    materials: guide.materials.map((material) => ({ note: has(material.note), price: material.price ?? null })),
    safetyWarnings: guide.safetyWarnings.map((warning) => warning.severity),
    steps: guide.steps.map((step) => ({ caution: has(step.caution) })),
    verification: guide.verification.length,
    callAProWhen: guide.callAProWhen.length,
    troubleshooting: guide.troubleshooting?.length ?? null,
  };
}

function differences(english: RepairGuide, translated: RepairGuide): Difference[] {
  const expected = shapeOf(english);
  const found = shapeOf(translated);
  return Object.keys(expected)
    .filter((field) => JSON.stringify(expected[field]) !== JSON.stringify(found[field]))
    .map((field) => ({
      field,
      message: `differs from the English guide: ${JSON.stringify(found[field])} where the English has ${JSON.stringify(expected[field])}`,
    }));
}
