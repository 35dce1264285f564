import type { DetectedLocation, Region, RegionPrices } from '@repairlens/contract';
import { api } from '../../lib/api';

/** The admin console's price editor invalidates `RegionPrices` for a region, so an open pricing page refreshes. */
export const pricingApi = api.enhanceEndpoints({ addTagTypes: ['RegionPrices'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A region's current prices, in minor units (cents) of its currency. */
    regionPrices: build.query<RegionPrices, Region>({
      query: (region) => ({ url: `/api/pricing?${new URLSearchParams({ region })}` }),
      providesTags: (_prices, _error, region) => [{ type: 'RegionPrices', id: region }],
    }),
    /** The region the server believes this browser is in (edge country, GeoIP, Accept-Language). */
    detectLocation: build.query<DetectedLocation, void>({
      query: () => ['/api/detect-location'],
    }),
  }),
});

export const { useRegionPricesQuery, useLazyDetectLocationQuery } = pricingApi;
