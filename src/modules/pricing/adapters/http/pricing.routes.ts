import { defineRoute, type HttpRoute } from '../../../../shared/http/route.js';
import type { DetectRegion } from '../../application/detect-region.js';
import type { GetRegionPrices } from '../../application/get-region-prices.js';
import type { ReviseRegionPrices } from '../../application/revise-region-prices.js';
import type { PriceTable } from '../../domain/price-table.js';
import {
  AdminRegionPricesSchema,
  DetectedLocationSchema,
  RegionParamsSchema,
  RegionPricesQuerySchema,
  RegionPricesSchema,
  UpdateRegionPricesSchema,
} from '../../contract.js';

export interface PricingRouteDependencies {
  readonly getRegionPrices: GetRegionPrices;
  readonly reviseRegionPrices: ReviseRegionPrices;
  readonly detectRegion: DetectRegion;
  /** The edge's country header (lower case) when it is trusted; null when none is. */
  readonly trustedCountryHeader: string | null;
}

/** The specification's name of each price it describes, and the catalogue item it is the price of. */
const SPECIFIED_PRICE_ITEMS = {
  payPerRepair: 'repair_credit',
  basicPlan: 'basic',
  unlimitedPlan: 'pro',
  contractorPlan: 'contractor_listing',
} as const;

function publicView(table: PriceTable) {
  const specified = Object.fromEntries(
    Object.entries(SPECIFIED_PRICE_ITEMS).map(([name, item]) => [name, table.priceOf(item).amountMinor]),
  ) as Record<keyof typeof SPECIFIED_PRICE_ITEMS, number>;
  return { region: table.region, currency: table.currency, ...specified, prices: { ...table.amounts } };
}

function adminView(table: PriceTable) {
  return {
    region: table.region,
    currency: table.currency,
    prices: { ...table.amounts },
    updatedAt: table.updatedAt.toISOString(),
    updatedBy: table.updatedBy,
  };
}

export function pricingRoutes(deps: PricingRouteDependencies): HttpRoute[] {
  const { getRegionPrices, reviseRegionPrices, detectRegion, trustedCountryHeader } = deps;
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
      handle: async ({ query, ctx }) => {
        // Admins can change prices at any time; nobody may keep an old copy.
        ctx.set('Cache-Control', 'no-cache');
        return publicView(await getRegionPrices.shown(query.region));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/detect-location',
      summary: 'The region to show prices for: trusted edge country header, then GeoIP, then Accept-Language; CA',
      tag: 'pricing',
      access: 'public',
      response: DetectedLocationSchema,
      handle: async ({ ctx }) => {
        ctx.set('Cache-Control', 'private, no-store');
        const detectedRegion = await detectRegion.execute({
          edgeCountry: (trustedCountryHeader && ctx.get(trustedCountryHeader)) || undefined,
          clientAddress: ctx.ip || undefined,
          acceptLanguage: ctx.get('accept-language') || undefined,
        });
        return { detectedRegion };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/pricing',
      summary: "Every region's prices with who changed them last (admin console)",
      tag: 'pricing',
      access: 'admin',
      response: AdminRegionPricesSchema.array(),
      handle: async () => (await getRegionPrices.all()).map(adminView),
    }),
    defineRoute({
      method: 'put',
      path: '/api/admin/pricing/:region',
      summary: "Sets a region's prices by catalogue item (minor units); audited, visible on /api/pricing at once",
      tag: 'pricing',
      access: 'admin',
      params: RegionParamsSchema,
      body: UpdateRegionPricesSchema,
      response: AdminRegionPricesSchema,
      errorStatuses: [404],
      handle: async ({ params, body, principal }) =>
        adminView(await reviseRegionPrices.execute(params.region, body.prices, principal)),
    }),
  ];
}
