import type { AdminRegionPrices, Region, UpdateRegionPrices } from '@repairlens/contract';
import { sectionEndpoints } from '../../admin-api';

export interface PriceRevision {
  readonly region: Region;
  readonly prices: UpdateRegionPrices['prices'];
}

/**
 * The price table. Each region's prices are the `RegionPrices` tag with the region as id: a saved revision
 * invalidates it, so every cached copy that carries the tag (this table, and the public prices wherever
 * they provide it) is fetched again.
 */
export const usePricingApi = sectionEndpoints((api) =>
  api.enhanceEndpoints({ addTagTypes: ['RegionPrices'] }).injectEndpoints({
    endpoints: (build) => ({
      adminPriceTables: build.query<AdminRegionPrices[], void>({
        query: () => ['/api/admin/pricing'],
        providesTags: (tables = []) => tables.map(({ region }) => ({ type: 'RegionPrices' as const, id: region })),
      }),
      reviseRegionPrices: build.mutation<AdminRegionPrices, PriceRevision>({
        query: ({ region, prices }) => ({ url: `/api/admin/pricing/${region}`, method: 'PUT', body: { prices } }),
        invalidatesTags: (_saved, error, { region }) => (error ? [] : [{ type: 'RegionPrices', id: region }]),
      }),
    }),
  }),
);
