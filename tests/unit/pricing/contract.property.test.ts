import { expect } from 'chai';
import fc from 'fast-check';
import {
  RegionParamsSchema,
  RegionPricesQuerySchema,
  UpdateRegionPricesSchema,
} from '../../../src/modules/pricing/contract.js';
import {
  accepted,
  expectAcceptedUnchanged,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

const ITEM_IDS = ['repair_credit', 'basic', 'pro', 'contractor_listing', 'premium_2'] as const;
const prices = fc.dictionary(fc.constantFrom(...ITEM_IDS), fc.double({ noNaN: true, noDefaultInfinity: true }));

describe('pricing request contracts (property-based)', () => {
  it('reads the region of the prices query, CA when none is given, and refuses any other', () => {
    fc.assert(
      fc.property(fc.constantFrom('CA', 'US'), fc.string({ maxLength: 5 }), (region, other) => {
        expect(accepted(RegionPricesQuerySchema, { region })).to.deep.equal({ region });
        expect(accepted(RegionPricesQuerySchema, {})).to.deep.equal({ region: 'CA' });
        expect(accepted(RegionParamsSchema, { region })).to.deep.equal({ region });
        fc.pre(other !== 'CA' && other !== 'US');
        expect(refusal(RegionPricesQuerySchema, { region: other })).to.match(/^region: /);
        expect(refusal(RegionParamsSchema, { region: other })).to.match(/^region: /);
      }),
      PROPERTY_RUNS,
    );
  });

  it('accepts any finite numbers keyed by item ids (the price table rules on cents, ranges and items)', () => {
    expectAcceptedUnchanged(UpdateRegionPricesSchema, fc.record({ prices }));
  });

  it('refuses a price that is not a number or not finite, or keyed by no item id, naming it, and any other field', () => {
    fc.assert(
      fc.property(
        prices,
        fc.constantFrom(...ITEM_IDS),
        jsonOtherThan('number'),
        fc.constantFrom('Basic', '1st', 'pro-plan', ''),
        (value, item, other, badId) => {
          expect(refusal(UpdateRegionPricesSchema, { prices: { ...value, [item]: other } })).to.match(
            new RegExp(`^prices\\.${item}: `),
          );
          expect(refusal(UpdateRegionPricesSchema, { prices: { ...value, [item]: Infinity } })).to.match(
            new RegExp(`^prices\\.${item}: `),
          );
          refusal(UpdateRegionPricesSchema, { prices: { ...value, [badId]: 100 } });
        },
      ),
      PROPERTY_RUNS,
    );
    expectStrayKeyRefused(UpdateRegionPricesSchema, fc.record({ prices }));
  });
});
