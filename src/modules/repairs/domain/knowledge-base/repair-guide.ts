/**
 * A repair guide of the knowledge base shipped with RepairLens: written by us, matched against what the
 * image analysis and the user's description say, and turned into instructions by the embedded writer.
 */
export const REPAIR_CATEGORIES = [
  'plumbing',
  'electrical',
  'appliances',
  'heating-cooling',
  'doors-windows',
  'walls-floors',
  'furniture',
  'electronics',
  'bicycles',
  'automotive',
] as const;
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];

export type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type HazardSeverity = 'low' | 'medium' | 'high';

export interface RepairGuide {
  /** Stable kebab-case id, unique across the knowledge base, e.g. "kitchen-faucet-drip". */
  readonly id: string;
  /** What the user reads as the repair's title, e.g. "Fix a dripping kitchen faucet". */
  readonly title: string;
  /** The item being repaired, e.g. "kitchen faucet". */
  readonly item: string;
  readonly category: RepairCategory;
  /**
   * Lower-case words and short phrases that identify this repair in an image caption, image tags,
   * text read from a label or the user's description: the item, its parts, its symptoms, common
   * brand-neutral synonyms (US and Canadian usage: "faucet"/"tap", "furnace"/"heater").
   */
  readonly keywords: readonly string[];
  /** Likely causes, most likely first, each with the signs that point to it. */
  readonly diagnosis: readonly { readonly cause: string; readonly signs: string }[];
  /** True only when a typical homeowner should hire a professional for this job: Hire a Pro is then recommended. */
  readonly proRecommended: boolean;
  readonly difficulty: Difficulty;
  readonly estimatedMinutes: { readonly min: number; readonly max: number };
  /** A tool's note says when it is needed at all, and joins its name: "Cartridge puller — only needed if …". */
  readonly tools: readonly {
    readonly name: string;
    readonly alternatives?: readonly string[];
    readonly note?: string;
    /** What buying the tool typically costs, for someone who does not own one. */
    readonly price?: PriceEstimate;
  }[];
  /** Parts and materials; a price is what the part typically costs to buy. */
  readonly materials: readonly { readonly name: string; readonly note?: string; readonly price?: PriceEstimate }[];
  readonly safetyWarnings: readonly { readonly severity: HazardSeverity; readonly text: string }[];
  /** Numbered in order; a caution sits on the step where the hazard is. */
  readonly steps: readonly { readonly text: string; readonly caution?: string }[];
  /** How the user checks that the fix worked. */
  readonly verification: readonly string[];
  /** When to stop and call a professional. */
  readonly callAProWhen: readonly string[];
  /** What a professional typically charges for the same job, parts and call-out included. */
  readonly proEstimate?: PriceEstimate;
  /** What goes wrong while following the steps ("the nut will not turn"), and what to do: follow-ups cite these. */
  readonly troubleshooting?: readonly TroubleshootingNote[];
}

export interface TroubleshootingNote {
  /** The problem as a person would say it, e.g. "The cartridge will not come out". */
  readonly problem: string;
  readonly answer: string;
  /** Other words people use for this problem ("stuck", "seized"), when its own words are not enough to find it. */
  readonly keywords?: readonly string[];
}

/** The currencies guide prices are written in: the product's two regions, Canada and the United States. */
export const ESTIMATE_CURRENCIES = ['CAD', 'USD'] as const;
export type EstimateCurrency = (typeof ESTIMATE_CURRENCIES)[number];

/** A typical price range, [lowest, highest] in whole units, in each currency: an estimate, never a quote. */
export type PriceEstimate = Readonly<Record<EstimateCurrency, readonly [number, number]>>;
