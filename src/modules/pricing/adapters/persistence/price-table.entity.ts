import { defineEntity, p } from '@mikro-orm/core';

/** Row of `pricing_price_table`: one per region, amounts in minor units of the region's currency. */
export const PriceTableRecord = defineEntity({
  name: 'PriceTableRecord',
  tableName: 'pricing_price_table',
  properties: {
    region: p.string().length(2).primary(),
    currency: p.string().length(3),
    payPerRepair: p.integer(),
    basicPlan: p.integer(),
    unlimitedPlan: p.integer(),
    contractorPlan: p.integer(),
    updatedAt: p.datetime(),
    updatedBy: p.string().nullable(),
  },
});
