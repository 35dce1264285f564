import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { GetRegionPrices } from '../../application/get-region-prices.js';
import { RegionPricesQuerySchema, RegionPricesSchema } from '../../contract.js';

export function pricingRoutes(getRegionPrices: GetRegionPrices): HttpRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/pricing',
      summary: 'Current prices of a region, in minor units of its currency',
      tag: 'pricing',
      access: 'public',
      query: RegionPricesQuerySchema,
      response: RegionPricesSchema,
      errorStatuses: [404],
      handle: async ({ query }) => {
        const table = await getRegionPrices.execute(query.region);
        return { region: table.region, currency: table.currency, ...table.amounts };
      },
    }),
  ];
}
