import { z } from 'zod';
import { CurrencySchema, RegionSchema } from '../../shared/http/contract-kit.js';

/** The pricing module's HTTP contract. Zod only, so the front ends can import its types. */
export const RegionPricesQuerySchema = z.object({ region: RegionSchema.default('CA') });

export const RegionPricesSchema = z
  .object({
    region: RegionSchema,
    currency: CurrencySchema,
    payPerRepair: z.number().int().describe('One-time repair credit, in minor units (cents)'),
    basicPlan: z.number().int().describe('Basic plan per month, in minor units'),
    unlimitedPlan: z.number().int().describe('Unlimited plan per month, in minor units'),
    contractorPlan: z.number().int().describe('Contractor listing per month, in minor units'),
  })
  .meta({ id: 'RegionPrices' });

export type RegionPrices = z.infer<typeof RegionPricesSchema>;
