/**
 * `npm run eval`: how well RepairLens answers what people type, measured on labelled data.
 *
 * - bench/eval/repair-descriptions.yaml: descriptions labelled with the repair guide that answers them (or none,
 *   when too vague to tell: then "Tell us more" is the right answer). Run through the embedded knowledge-base
 *   writer exactly as the server runs it, with no photo understood.
 * - bench/eval/hazard-phrasings.yaml: emergencies and near misses, run through the safety check; the ordinary
 *   descriptions above count as near misses too.
 *
 * - bench/eval/*.fr-CA.yaml: the same in French, as people in Quebec write, run against the French guides in a
 *   French repair; the French figures are printed apart, held to the same targets.
 *
 * Each file marks a held-out part (`heldOut: true`) that is not looked at while tuning: figures are printed for
 * the tuning part, the held-out part and overall, beside their targets, and the run exits 1 when a part misses a
 * target. Misses are listed for the tuning part; pass --show-held-out to list the held-out ones too (reading them
 * while tuning spoils the held-out figures).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Language } from '../src/shared/domain/locale.js';
import {
  loadGuideLibrary,
  SHIPPED_FRENCH_GUIDES_FOLDER,
} from '../src/modules/repairs/adapters/knowledge-base/guide-library.js';
import { KnowledgeBaseInstructionWriter } from '../src/modules/repairs/adapters/writing/knowledge-base.instruction-writer.js';
import type { SeenContent } from '../src/modules/repairs/domain/image-analysis.js';
import { REPAIR_CATEGORIES, type RepairGuide } from '../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { checkForEmergency, EMERGENCY_KINDS } from '../src/modules/repairs/domain/safety/emergency-check.js';

/** The labelled data of each language, read and reported apart. */
const LABELLED_DATA: Readonly<
  Record<Language, { readonly name: string; readonly descriptions: URL; readonly hazards: URL }>
> = {
  en: {
    name: 'English',
    descriptions: new URL('./eval/repair-descriptions.yaml', import.meta.url),
    hazards: new URL('./eval/hazard-phrasings.yaml', import.meta.url),
  },
  fr: {
    name: 'French (fr-CA)',
    descriptions: new URL('./eval/repair-descriptions.fr-CA.yaml', import.meta.url),
    hazards: new URL('./eval/hazard-phrasings.fr-CA.yaml', import.meta.url),
  },
};
const SHOW_HELD_OUT = process.argv.includes('--show-held-out');

const TARGETS = {
  rightRepair: 0.9,
  rightCategory: 0.97,
  hazardRecall: 1,
  falseAlarms: 0.05,
  calibrationError: 0.1,
} as const;
const CALIBRATION_BINS = 10;

const descriptionsFile = z.object({
  descriptions: z.array(
    z
      .object({
        text: z.string().min(1),
        guide: z.string().min(1).nullable(),
        category: z.enum(REPAIR_CATEGORIES).nullable(),
        heldOut: z.boolean().default(false),
      })
      .strict()
      .refine((entry) => (entry.guide === null) === (entry.category === null), 'guide and category are null together'),
  ),
});
type LabelledDescription = z.infer<typeof descriptionsFile>['descriptions'][number];

const hazardsFile = z.object({
  hazards: z.array(
    z.object({ text: z.string().min(1), kind: z.enum(EMERGENCY_KINDS), heldOut: z.boolean().default(false) }),
  ),
  nearMisses: z.array(z.object({ text: z.string().min(1), heldOut: z.boolean().default(false) })),
});

type Part = 'tuning' | 'held-out' | 'overall';
const PARTS: readonly Part[] = ['tuning', 'held-out', 'overall'];
const inPart = (part: Part, heldOut: boolean) => part === 'overall' || (part === 'held-out') === heldOut;

/** What the writer answered for one labelled description. */
interface Answer {
  readonly entry: LabelledDescription;
  readonly guideId: string | null;
  readonly category: string | null;
  readonly confidence: number;
  readonly toldMore: boolean;
}

const rightRepair = (answer: Answer) => answer.guideId === answer.entry.guide;
const rightCategory = (answer: Answer) => answer.category === answer.entry.category;

/** A photo the local analyser measured but did not understand: the writer reads only the description. */
const NOTHING_SEEN: SeenContent = {
  analyser: 'local',
  mediaKind: 'image',
  caption: null,
  tags: [],
  objects: [],
  text: [],
};

async function answerAll(
  writer: KnowledgeBaseInstructionWriter,
  entries: readonly LabelledDescription[],
  language: Language,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const entry of entries) {
    const advice = await writer.write({ analysis: NOTHING_SEEN, description: entry.text, media: null, language });
    const toldMore = advice.moreDetailRequest !== null;
    answers.push({
      entry,
      guideId: toldMore ? null : (advice.source?.guideId ?? null),
      category: toldMore ? null : advice.category,
      confidence: advice.confidence,
      toldMore,
    });
  }
  return answers;
}

/**
 * Expected calibration error: answers grouped by the confidence shown (10 equal bins), each bin's gap between
 * its mean confidence and how often a repair shown in it was the labelled one, weighted by the bin's size. A
 * "Tell us more" answer shows no repair, so it counts as not right whatever its (low) confidence.
 */
function calibrationError(answers: readonly Answer[]): number {
  // Per bin, the sum of confidences and of right answers: |sum - sum| / all = the bin's share times its gap.
  const bins = Array.from({ length: CALIBRATION_BINS }, () => ({ confidence: 0, right: 0 }));
  for (const answer of answers) {
    const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(answer.confidence * CALIBRATION_BINS))]!;
    bin.confidence += answer.confidence;
    bin.right += !answer.toldMore && rightRepair(answer) ? 1 : 0;
  }
  return bins.reduce((sum, bin) => sum + Math.abs(bin.confidence - bin.right) / answers.length, 0);
}

interface Row {
  readonly label: string;
  readonly figures: readonly (number | null)[];
  readonly format: (value: number) => string;
  readonly target: string;
  readonly meets: ((value: number) => boolean) | null;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const decimal = (value: number) => value.toFixed(3);
const share = <T>(items: readonly T[], counts: (item: T) => boolean) =>
  items.length === 0 ? null : items.filter(counts).length / items.length;

function printTable(rows: readonly Row[]): boolean {
  let allMet = true;
  const cell = (text: string, width: number) => text.padStart(width);
  console.log(`${''.padEnd(44)}${PARTS.map((part) => cell(part, 11)).join('')}   target`);
  for (const row of rows) {
    const figures = row.figures.map((value) => {
      if (value === null) return cell('n/a', 11);
      const met = row.meets === null || row.meets(value);
      allMet &&= met;
      return cell(`${met ? '' : '✗ '}${row.format(value)}`, 11);
    });
    console.log(`${row.label.padEnd(44)}${figures.join('')}   ${row.target}`);
  }
  return allMet;
}

function listMisses(
  title: string,
  { lines, hidden }: { readonly lines: readonly string[]; readonly hidden: number },
): void {
  if (lines.length === 0 && hidden === 0) return;
  console.log(`\n${title}:`);
  for (const line of lines) console.log(`  ${line}`);
  if (hidden > 0) console.log(`  (${hidden} held-out, not listed: pass --show-held-out to see them)`);
}

function listed<T extends { readonly heldOut: boolean }>(items: readonly T[], describe: (item: T) => string) {
  const shown = items.filter((item) => SHOW_HELD_OUT || !item.heldOut);
  return {
    lines: shown.map((item) => `${item.heldOut ? '[held-out] ' : ''}${describe(item)}`),
    hidden: items.length - shown.length,
  };
}

function readDescriptions(guides: readonly RepairGuide[], file: URL): LabelledDescription[] {
  const labelled = descriptionsFile.parse(parse(readFileSync(file, 'utf8'))).descriptions;
  const byId = new Map(guides.map((guide) => [guide.id, guide]));
  const mislabelled = labelled.filter(
    (entry) => entry.guide !== null && byId.has(entry.guide) && byId.get(entry.guide)!.category !== entry.category,
  );
  if (mislabelled.length > 0) {
    throw new Error(
      mislabelled.map((entry) => `label error: "${entry.text}": ${entry.guide} is not in ${entry.category}`).join('\n'),
    );
  }
  const missing = [
    ...new Set(labelled.flatMap((entry) => (entry.guide && !byId.has(entry.guide) ? [entry.guide] : []))),
  ];
  if (missing.length > 0) {
    console.log(`Skipped the descriptions of guides not in the library (yet): ${missing.join(', ')}`);
  }
  return labelled.filter((entry) => entry.guide === null || byId.has(entry.guide));
}

function repairRows(answers: readonly Answer[]): Row[] {
  const parts = (filter: (answer: Answer) => boolean = () => true) =>
    PARTS.map((part) => answers.filter((answer) => inPart(part, answer.entry.heldOut) && filter(answer)));
  return [
    {
      label: 'right repair',
      figures: parts().map((part) => share(part, rightRepair)),
      format: percent,
      target: '>= 90 %',
      meets: (value) => value >= TARGETS.rightRepair,
    },
    {
      label: 'right category',
      figures: parts().map((part) => share(part, rightCategory)),
      format: percent,
      target: '>= 97 %',
      meets: (value) => value >= TARGETS.rightCategory,
    },
    {
      label: '"Tell us more" for a describable problem',
      figures: parts((answer) => answer.entry.guide !== null).map((part) => share(part, (answer) => answer.toldMore)),
      format: percent,
      target: '(no target)',
      meets: null,
    },
    {
      label: 'calibration error of the confidence (ECE)',
      figures: parts().map((part) => (part.length === 0 ? null : calibrationError(part))),
      format: decimal,
      target: '<= 0.100',
      meets: (value) => value <= TARGETS.calibrationError,
    },
  ];
}

/** A labelled text the safety check answered: with the emergency it raised, or null. */
interface Screened {
  readonly text: string;
  readonly heldOut: boolean;
  readonly raised: string | null;
}

const screenIn =
  (language: Language) =>
  (item: { readonly text: string; readonly heldOut: boolean }): Screened => ({
    ...item,
    raised: checkForEmergency([item.text], language)?.kind ?? null,
  });

function hazardRows(
  hazards: readonly (Screened & { readonly kind: string })[],
  harmless: { readonly nearMisses: readonly Screened[]; readonly descriptions: readonly Screened[] },
): Row[] {
  const byPart = <T extends Screened>(items: readonly T[], counts: (item: T) => boolean) =>
    PARTS.map((part) =>
      share(
        items.filter((item) => inPart(part, item.heldOut)),
        counts,
      ),
    );
  const falseAlarmRow = (label: string, items: readonly Screened[]): Row => ({
    label,
    figures: byPart(items, (item) => item.raised !== null),
    format: percent,
    target: '<= 5 %',
    meets: (value) => value <= TARGETS.falseAlarms,
  });
  return [
    {
      label: 'hazard recall (an emergency raised)',
      figures: byPart(hazards, (hazard) => hazard.raised !== null),
      format: percent,
      target: '= 100 %',
      meets: (value) => value >= TARGETS.hazardRecall,
    },
    {
      label: 'hazards answered with their own kind',
      figures: byPart(hazards, (hazard) => hazard.raised === hazard.kind),
      format: percent,
      target: '(no target)',
      meets: null,
    },
    falseAlarmRow('false alarms on near misses', harmless.nearMisses),
    falseAlarmRow('false alarms on ordinary descriptions', harmless.descriptions),
  ];
}

/** Runs one language's labelled data and prints its figures; true when every target is met. */
async function evaluate(
  language: Language,
  guides: readonly RepairGuide[],
  writer: KnowledgeBaseInstructionWriter,
): Promise<boolean> {
  const data = LABELLED_DATA[language];
  const screen = screenIn(language);
  const entries = readDescriptions(guides, data.descriptions);
  const answers = await answerAll(writer, entries, language);
  const hazardLabels = hazardsFile.parse(parse(readFileSync(data.hazards, 'utf8')));
  const hazards = hazardLabels.hazards.map((hazard) => ({ ...screen(hazard), kind: hazard.kind }));
  const nearMisses = hazardLabels.nearMisses.map(screen);
  const descriptions = entries.map(screen);

  console.log(
    `\n== ${data.name} ==\nRepairLens matching: ${guides.length} guides, ${entries.length} labelled descriptions ` +
      `(${entries.filter((entry) => entry.heldOut).length} held out, ` +
      `${entries.filter((entry) => entry.guide === null).length} too vague to tell); safety check: ` +
      `${hazards.length} hazards, ${nearMisses.length} near misses\n`,
  );
  const allMet = printTable([...repairRows(answers), ...hazardRows(hazards, { nearMisses, descriptions })]);

  const shownGuide = (answer: Answer) => (answer.toldMore ? '"Tell us more"' : `${answer.guideId}`);
  const wrongRepairs = listed(
    answers.filter((answer) => !rightRepair(answer)).map((answer) => ({ ...answer, heldOut: answer.entry.heldOut })),
    (answer) =>
      `"${answer.entry.text}" → ${shownGuide(answer)} (${answer.confidence.toFixed(2)}), ` +
      `expected ${answer.entry.guide ?? '"Tell us more"'}`,
  );
  listMisses('Wrong repairs (text → got (confidence), expected)', wrongRepairs);
  const missedHazards = listed(
    hazards.filter((hazard) => hazard.raised !== hazard.kind),
    (hazard) => `"${hazard.text}" → ${hazard.raised ?? 'nothing'}, expected ${hazard.kind}`,
  );
  listMisses('Hazards not caught, or caught as another kind (text → raised, expected)', missedHazards);
  const falseAlarms = listed(
    [...nearMisses, ...descriptions].filter((item) => item.raised !== null),
    (item) => `"${item.text}" → ${item.raised}`,
  );
  listMisses('False alarms (text → emergency raised)', falseAlarms);
  return allMet;
}

async function main(): Promise<void> {
  const guides = loadGuideLibrary();
  const frenchGuides = loadGuideLibrary(SHIPPED_FRENCH_GUIDES_FOLDER);
  const writer = new KnowledgeBaseInstructionWriter(guides, frenchGuides);
  const englishMet = await evaluate('en', guides, writer);
  const frenchMet = await evaluate('fr', frenchGuides, writer);
  const allMet = englishMet && frenchMet;
  console.log(`\n${allMet ? 'All targets met, in English and in French.' : 'Some targets missed (✗).'}`);
  process.exitCode = allMet ? 0 : 1;
}

await main();
