import { z } from 'zod';
import { REGIONS } from '../domain/region.js';

/** Schemas several modules' HTTP contracts share. Zod only: front ends import these files' types. */
export const RegionSchema = z.enum(REGIONS).meta({ id: 'Region', description: 'CA (prices in CAD) or US (USD)' });
export const CurrencySchema = z.enum(['CAD', 'USD']).meta({ id: 'Currency' });
export const MessageSchema = z.object({ message: z.string() });
