import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';

/** The pricing module's HTTP contract. Zod only, so the front ends can import its types. */
export const RegionPricesQuerySchema = z.object({ region: RegionSchema.default('CA') });

/** An item's id in billing's catalogue, as prices are keyed. */
const ItemIdSchema = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'an item id: lower-case letters, digits and _');

const prices = z
  .record(ItemIdSchema, z.number().int())
  .describe("Each catalogue item's price in this region, by item id, in minor units (cents)");

/**
 * The specification's four names for the prices of the items it describes, kept on the public answer
 * for its readers; the front ends read `prices`, keyed by item id, which also holds any item added since.
 */
const specifiedAmounts = {
  payPerRepair: z.number().int().describe('One-time repair credit (item repair_credit), in minor units (cents)'),
  basicPlan: z.number().int().describe('Basic plan (item basic) per month, in minor units'),
  unlimitedPlan: z.number().int().describe('Unlimited plan (item pro) per month, in minor units'),
  contractorPlan: z.number().int().describe('Contractor listing (item contractor_listing) per month, in minor units'),
};

export const RegionPricesSchema = z
  .object({ region: RegionSchema, currency: CurrencySchema, ...specifiedAmounts, prices })
  .meta({ id: 'RegionPrices' });

/** What the admin console shows: the prices and who changed them last, when. */
export const AdminRegionPricesSchema = z
  .object({
    region: RegionSchema,
    currency: CurrencySchema,
    prices,
    updatedAt: z.iso.datetime(),
    updatedBy: z.string().nullable().describe('E-mail of the admin who last changed them; null for the seed'),
  })
  .meta({ id: 'AdminRegionPrices' });

export const RegionParamsSchema = z.object({ region: RegionSchema });

/**
 * New prices of a region by item id, in its currency's minor units; items not named keep theirs. Numbers
 * only here: whole cents, the allowed range and which items the region sells are the price table's rules,
 * which answer 400 naming the item.
 */
export const UpdateRegionPricesSchema = z
  .strictObject({ prices: z.record(ItemIdSchema, z.number()) })
  .meta({ id: 'UpdateRegionPrices' });

export const DetectedLocationSchema = z
  .object({ detectedRegion: RegionSchema })
  .meta({ id: 'DetectedLocation', description: 'The region whose prices to show first' });

export type RegionPrices = z.infer<typeof RegionPricesSchema>;
export type AdminRegionPrices = z.infer<typeof AdminRegionPricesSchema>;
export type UpdateRegionPrices = z.infer<typeof UpdateRegionPricesSchema>;
export type DetectedLocation = z.infer<typeof DetectedLocationSchema>;
