import { defineEntity, p } from '@mikro-orm/core';

/** Row of `pricing_price_table`: one per region, its currency and who changed its prices last. */
export const PriceTableRecord = defineEntity({
  name: 'PriceTableRecord',
  tableName: 'pricing_price_table',
  properties: {
    region: p.string().length(2).primary(),
    currency: p.string().length(3),
    updatedAt: p.datetime(),
    updatedBy: p.string().nullable(),
  },
});

/** Row of `pricing_price`: what one region charges for one catalogue item, in minor units. */
export const PriceRecord = defineEntity({
  name: 'PriceRecord',
  tableName: 'pricing_price',
  properties: {
    region: p.string().length(2).primary(),
    itemId: p.string().length(32).primary(),
    amount: p.integer(),
  },
});
