import { currencyOf, type Currency, type Region } from '../../../shared/domain/region.js';
import type { PriceEstimate, RepairGuide } from './knowledge-base/repair-guide.js';

/** A typical price range in whole units of one currency: an estimate, never a quote. */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
}

export interface PricedItem {
  readonly name: string;
  readonly price: PriceRange;
}

/**
 * What a repair will cost, in the currency of the person's region, from the typical ranges written in the guide
 * the instructions followed. Tools are counted apart from the parts, since many people own them already.
 */
export interface CostEstimate {
  readonly currency: Currency;
  /** The guide whose ranges these are. */
  readonly guide: { readonly id: string; readonly title: string };
  /** Parts and materials to buy. */
  readonly parts: readonly PricedItem[];
  /** Every tool the guide names, priced for someone who has to buy it. */
  readonly toolsToBuy: readonly PricedItem[];
  readonly doItYourself: {
    /** The parts alone: the cost for someone who owns the tools. */
    readonly parts: PriceRange;
    /** The parts and every tool bought new. */
    readonly partsAndTools: PriceRange;
  };
  /** What a professional typically charges for the same job, parts and call-out included. */
  readonly professional: PriceRange;
  /** What doing it yourself saves against the professional's price; never below zero. */
  readonly saving: {
    readonly withOwnTools: PriceRange;
    readonly buyingTools: PriceRange;
  };
}

function rangeIn(estimate: PriceEstimate, currency: Currency): PriceRange {
  const [low, high] = estimate[currency];
  return { low, high };
}

function totalOf(items: readonly PricedItem[]): PriceRange {
  return items.reduce((total, item) => ({ low: total.low + item.price.low, high: total.high + item.price.high }), {
    low: 0,
    high: 0,
  });
}

/**
 * The saving at worst and at best: the cheapest professional against the dearest do-it-yourself, and the dearest
 * professional against the cheapest do-it-yourself. A bound below zero means no saving, not a negative one.
 */
export function savingOf(professional: PriceRange, doItYourself: PriceRange): PriceRange {
  return {
    low: Math.max(0, professional.low - doItYourself.high),
    high: Math.max(0, professional.high - doItYourself.low),
  };
}

/** Every item priced, or null: totals over a partly priced list would look complete and be too low. */
function pricedIn(
  items: readonly { readonly name: string; readonly price?: PriceEstimate }[],
  currency: Currency,
): PricedItem[] | null {
  const priced: PricedItem[] = [];
  for (const item of items) {
    if (!item.price) return null;
    priced.push({ name: item.name, price: rangeIn(item.price, currency) });
  }
  return priced;
}

/**
 * The guide's cost estimate for a person in `region`; null when the guide lacks a professional's price or a price
 * for any of its tools and materials.
 */
export function estimateCost(guide: RepairGuide, region: Region): CostEstimate | null {
  const currency = currencyOf(region);
  const parts = pricedIn(guide.materials, currency);
  const toolsToBuy = pricedIn(guide.tools, currency);
  if (!guide.proEstimate || !parts || !toolsToBuy) return null;
  const partsTotal = totalOf(parts);
  const toolsTotal = totalOf(toolsToBuy);
  const partsAndTools = { low: partsTotal.low + toolsTotal.low, high: partsTotal.high + toolsTotal.high };
  const professional = rangeIn(guide.proEstimate, currency);
  return {
    currency,
    guide: { id: guide.id, title: guide.title },
    parts,
    toolsToBuy,
    doItYourself: { parts: partsTotal, partsAndTools },
    professional,
    saving: { withOwnTools: savingOf(professional, partsTotal), buyingTools: savingOf(professional, partsAndTools) },
  };
}
