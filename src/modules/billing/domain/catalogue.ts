import type { Language, Localised } from '../../../shared/domain/locale.js';

/**
 * What RepairLens sells: the pay-per-repair credit, the homeowner plans and the contractor listing. The
 * catalogue is data the composition root provides (the seed below unless told otherwise), so a plan is added
 * by adding an item, its texts and its prices, not code. Each item's id is its only name, from the database to
 * the front ends; its texts come from the front ends' catalogues, keyed by the same id (its names here when
 * they have none), and its price per region from the pricing module.
 */
export type ItemKind = 'credit' | 'plan' | 'listing';

/** A catalogue item's id; checked against the catalogue wherever one comes in (a request, a provider's event). */
export type ItemId = string;
/** The id of a catalogue item of kind plan. */
export type Plan = string;

export interface CatalogueItem {
  readonly id: ItemId;
  /**
   * Its name in the server's messages, as it fills "the {plan} plan" / "le forfait {plan}"; the front ends show
   * it only for an item their own catalogues have no texts for.
   */
  readonly names: Localised<string>;
  readonly kind: ItemKind;
  /** Order on a price list; between plans, a higher rank is an upgrade. */
  readonly rank: number;
  /** Repairs a plan allows per paid period; null for no limit (and for items that are not plans). */
  readonly monthlyAllowance: number | null;
  /** Recommended: marked Most Popular on the pricing page and offered in the "Free Fixes Used Up!" dialog. */
  readonly highlighted: boolean;
  /** The product at the payment provider: our own id, so a subscription's price names its item. */
  readonly product: { readonly id: string; readonly name: string };
}

export type PlanChange = 'upgrade' | 'downgrade' | 'none';

/** What an item id may look like: the price table keys its rows by it (32 characters at most). */
const ITEM_ID = /^[a-z][a-z0-9_]{0,31}$/;
/** Subscriptions and checkouts store a plan's id in 16 characters. */
const PLAN_ID_MAX_LENGTH = 16;

/** The items on sale, checked once when the catalogue is made, and the rules that follow from them. */
export class Catalogue {
  /** By rank. */
  readonly items: readonly CatalogueItem[];
  /** The homeowner plans, by rank. */
  readonly plans: readonly Plan[];
  readonly repairCredit: ItemId;
  readonly contractorListing: ItemId;
  /** Plans under which a repair costs nothing: no allowance to count. */
  readonly unlimitedPlans: readonly Plan[];
  /** Plans whose repairs come out of a monthly allowance, renewed each paid period. */
  readonly allowancePlans: readonly Plan[];

  constructor(items: readonly CatalogueItem[]) {
    this.items = [...items].sort((a, b) => a.rank - b.rank);
    const problems = catalogueProblems(this.items);
    if (problems.length > 0) throw new Error(`Not a catalogue: ${problems.join('; ')}`);
    this.plans = this.items.filter((item) => item.kind === 'plan').map((item) => item.id);
    this.repairCredit = this.items.find((item) => item.kind === 'credit')!.id;
    this.contractorListing = this.items.find((item) => item.kind === 'listing')!.id;
    this.unlimitedPlans = this.plans.filter((plan) => this.itemOf(plan).monthlyAllowance === null);
    this.allowancePlans = this.plans.filter((plan) => this.itemOf(plan).monthlyAllowance !== null);
  }

  itemOf(id: ItemId): CatalogueItem {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`Not in the catalogue: ${id}`);
    return item;
  }

  isItemId(value: unknown): value is ItemId {
    return this.items.some((item) => item.id === value);
  }

  isPlan(value: unknown): value is Plan {
    return this.plans.includes(value as Plan);
  }

  /** The repairs one paid period of a plan allows; null for no limit. */
  monthlyAllowanceOf(plan: Plan): number | null {
    return this.itemOf(plan).monthlyAllowance;
  }

  planChange(from: Plan, to: Plan): PlanChange {
    const [rankFrom, rankTo] = [this.itemOf(from).rank, this.itemOf(to).rank];
    if (rankTo === rankFrom) return 'none';
    return rankTo > rankFrom ? 'upgrade' : 'downgrade';
  }

  /** A plan's name in a server message written in `language`. */
  planNameOf(plan: Plan, language: Language): string {
    return this.itemOf(plan).names[language];
  }

  /** The item a payment-provider product stands for, or null for a product we did not create. */
  itemOfProduct(productId: string): ItemId | null {
    return this.items.find((item) => item.product.id === productId)?.id ?? null;
  }
}

/** What makes a list of items no catalogue: the rules above count on one credit, one listing, unique names. */
function catalogueProblems(items: readonly CatalogueItem[]): string[] {
  const problems: string[] = [];
  const repeated = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
  for (const id of repeated(items.map((item) => item.id))) problems.push(`item id ${id} is used twice`);
  for (const id of repeated(items.map((item) => item.product.id))) problems.push(`product id ${id} is used twice`);
  for (const item of items) {
    if (!ITEM_ID.test(item.id))
      problems.push(`item id ${item.id} is not lower-case letters, digits and _ (32 at most)`);
    if (item.kind === 'plan' && item.id.length > PLAN_ID_MAX_LENGTH)
      problems.push(`plan id ${item.id} is longer than ${PLAN_ID_MAX_LENGTH}`);
    if (item.kind !== 'plan' && item.monthlyAllowance !== null) problems.push(`${item.id} is not a plan: no allowance`);
  }
  for (const kind of ['credit', 'listing'] as const) {
    if (items.filter((item) => item.kind === kind).length !== 1) problems.push(`exactly one ${kind} item is sold`);
  }
  if (!items.some((item) => item.kind === 'plan')) problems.push('at least one plan is sold');
  return problems;
}

/**
 * The catalogue RepairLens starts with, as the specification names it: "pro" is the Unlimited plan (the
 * specification's API and stored subscriptions name it so).
 */
export const SEED_CATALOGUE = new Catalogue([
  {
    id: 'repair_credit',
    names: { en: 'Repair credit', fr: 'crédit de réparation' },
    kind: 'credit',
    rank: 0,
    monthlyAllowance: null,
    highlighted: false,
    product: { id: 'repairlens_repair_credit', name: 'RepairLens repair credit (one repair)' },
  },
  {
    id: 'basic',
    names: { en: 'Basic', fr: 'de base' },
    kind: 'plan',
    rank: 1,
    monthlyAllowance: 10,
    highlighted: false,
    product: { id: 'repairlens_plan_basic', name: 'RepairLens Basic plan (10 repairs a month)' },
  },
  {
    id: 'pro',
    names: { en: 'Unlimited', fr: 'illimité' },
    kind: 'plan',
    rank: 2,
    monthlyAllowance: null,
    highlighted: true,
    product: { id: 'repairlens_plan_pro', name: 'RepairLens Unlimited plan' },
  },
  {
    id: 'contractor_listing',
    names: { en: 'Contractor listing', fr: "inscription d'entrepreneur" },
    kind: 'listing',
    rank: 3,
    monthlyAllowance: null,
    highlighted: false,
    product: { id: 'repairlens_contractor_listing', name: 'RepairLens contractor directory listing' },
  },
]);
