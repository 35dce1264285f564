import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';

/** The pricing module's HTTP contract. Zod only, so the front ends can import its types. */
export const RegionPricesQuerySchema = z.object({ region: RegionSchema.default('CA') });

const amounts = {
  payPerRepair: z.number().int().describe('One-time repair credit, in minor units (cents)'),
  basicPlan: z.number().int().describe('Basic plan per month, in minor units'),
  unlimitedPlan: z.number().int().describe('Unlimited plan per month, in minor units'),
  contractorPlan: z.number().int().describe('Contractor listing per month, in minor units'),
};

export const RegionPricesSchema = z
  .object({ region: RegionSchema, currency: CurrencySchema, ...amounts })
  .meta({ id: 'RegionPrices' });

/** What the admin console shows: the prices and who changed them last, when. */
export const AdminRegionPricesSchema = z
  .object({
    region: RegionSchema,
    currency: CurrencySchema,
    ...amounts,
    updatedAt: z.iso.datetime(),
    updatedBy: z.string().nullable().describe('E-mail of the admin who last changed them; null for the seed'),
  })
  .meta({ id: 'AdminRegionPrices' });

export const RegionParamsSchema = z.object({ region: RegionSchema });

/**
 * All four prices of a region in its currency's minor units. Numbers only here: whole cents and the
 * allowed range are the price table's rules, which answer 400 naming the price.
 */
export const UpdateRegionPricesSchema = z
  .strictObject({
    payPerRepair: z.number(),
    basicPlan: z.number(),
    unlimitedPlan: z.number(),
    contractorPlan: z.number(),
  })
  .meta({ id: 'UpdateRegionPrices' });

export const DetectedLocationSchema = z
  .object({ detectedRegion: RegionSchema })
  .meta({ id: 'DetectedLocation', description: 'The region whose prices to show first' });

export type RegionPrices = z.infer<typeof RegionPricesSchema>;
export type AdminRegionPrices = z.infer<typeof AdminRegionPricesSchema>;
export type UpdateRegionPrices = z.infer<typeof UpdateRegionPricesSchema>;
export type DetectedLocation = z.infer<typeof DetectedLocationSchema>;
