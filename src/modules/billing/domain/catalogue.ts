/**
 * What RepairLens sells, in one place: the pay-per-repair credit, the homeowner plans and the contractor
 * listing. Each item's id is its only name, from the database to the front ends; its texts come from
 * the front ends' catalogues, keyed by the same id, and its price per region from the pricing module.
 */
export type ItemKind = 'credit' | 'plan' | 'listing';

export interface CatalogueItem {
  readonly id: string;
  /** Its name in the server's own English messages; the front ends translate the id instead. */
  readonly name: string;
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

/** "pro" is the Unlimited plan: the specification's API and stored subscriptions name it so. */
export const SOLD_ITEMS = [
  {
    id: 'repair_credit',
    name: 'Repair credit',
    kind: 'credit',
    rank: 0,
    monthlyAllowance: null,
    highlighted: false,
    product: { id: 'repairlens_repair_credit', name: 'RepairLens repair credit (one repair)' },
  },
  {
    id: 'basic',
    name: 'Basic',
    kind: 'plan',
    rank: 1,
    monthlyAllowance: 10,
    highlighted: false,
    product: { id: 'repairlens_plan_basic', name: 'RepairLens Basic plan (10 repairs a month)' },
  },
  {
    id: 'pro',
    name: 'Unlimited',
    kind: 'plan',
    rank: 2,
    monthlyAllowance: null,
    highlighted: true,
    product: { id: 'repairlens_plan_pro', name: 'RepairLens Unlimited plan' },
  },
  {
    id: 'contractor_listing',
    name: 'Contractor listing',
    kind: 'listing',
    rank: 3,
    monthlyAllowance: null,
    highlighted: false,
    product: { id: 'repairlens_contractor_listing', name: 'RepairLens contractor directory listing' },
  },
] as const satisfies readonly CatalogueItem[];

type SoldItem = (typeof SOLD_ITEMS)[number];
export type ItemId = SoldItem['id'];
export type Plan = Extract<SoldItem, { kind: 'plan' }>['id'];

function idsOf(kind: ItemKind): ItemId[] {
  return SOLD_ITEMS.filter((item) => item.kind === kind).map((item) => item.id);
}

/** The homeowner plans, by rank. */
export const PLANS = idsOf('plan') as [Plan, ...Plan[]];
export const REPAIR_CREDIT = idsOf('credit')[0]!;
export const CONTRACTOR_LISTING = idsOf('listing')[0]!;

type SoldPlan = Extract<SoldItem, { kind: 'plan' }>;

/** A plan's name in the server's English messages: a literal type, so each message's French is known. */
export function planNameOf(plan: Plan): SoldPlan['name'] {
  return SOLD_ITEMS.find((item): item is SoldPlan => item.id === plan)!.name;
}

export function itemOf(id: ItemId): CatalogueItem {
  const item = SOLD_ITEMS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Not in the catalogue: ${id}`);
  return item;
}

export function isItemId(value: unknown): value is ItemId {
  return SOLD_ITEMS.some((item) => item.id === value);
}

export function isPlan(value: unknown): value is Plan {
  return (PLANS as readonly unknown[]).includes(value);
}

/** Plans under which a repair costs nothing: no allowance to count. */
export const UNLIMITED_PLANS: readonly Plan[] = PLANS.filter((plan) => itemOf(plan).monthlyAllowance === null);

/** Plans whose repairs come out of a monthly allowance, renewed each paid period. */
export const ALLOWANCE_PLANS: readonly Plan[] = PLANS.filter((plan) => itemOf(plan).monthlyAllowance !== null);

/** The repairs one paid period of a plan allows; null for no limit. */
export function monthlyAllowanceOf(plan: Plan): number | null {
  return itemOf(plan).monthlyAllowance;
}

export type PlanChange = 'upgrade' | 'downgrade' | 'none';

export function planChange(from: Plan, to: Plan): PlanChange {
  const [rankFrom, rankTo] = [itemOf(from).rank, itemOf(to).rank];
  if (rankTo === rankFrom) return 'none';
  return rankTo > rankFrom ? 'upgrade' : 'downgrade';
}

/** The item a payment-provider product stands for, or null for a product we did not create. */
export function itemOfProduct(productId: string): ItemId | null {
  return SOLD_ITEMS.find((item) => item.product.id === productId)?.id ?? null;
}
