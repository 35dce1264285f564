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
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
  strayKey,
  withStrayKey,
} from '../../support/schema-properties.js';

const PRICE_NAMES = ['payPerRepair', 'basicPlan', 'unlimitedPlan', 'contractorPlan'] as const;
const prices = fc.record(
  Object.fromEntries(
    PRICE_NAMES.map((price) => [price, fc.double({ noNaN: true, noDefaultInfinity: true })]),
  ) as Record<(typeof PRICE_NAMES)[number], fc.Arbitrary<number>>,
);

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

  it('accepts any four finite numbers as prices (the price table rules on cents and ranges)', () => {
    expectAcceptedUnchanged(UpdateRegionPricesSchema, prices);
  });

  it('refuses a price that is missing, not a number or not finite, naming it, and any other field', () => {
    fc.assert(
      fc.property(
        prices,
        fc.constantFrom(...PRICE_NAMES),
        jsonOtherThan('number'),
        strayKey,
        (value, price, other, key) => {
          expect(refusal(UpdateRegionPricesSchema, { ...value, [price]: other })).to.match(new RegExp(`^${price}: `));
          expect(refusal(UpdateRegionPricesSchema, { ...value, [price]: Infinity })).to.match(
            new RegExp(`^${price}: `),
          );
          const { [price]: _missing, ...rest } = value;
          expect(refusal(UpdateRegionPricesSchema, rest)).to.match(new RegExp(`^${price}: `));
          refusal(UpdateRegionPricesSchema, withStrayKey(value, key));
        },
      ),
      PROPERTY_RUNS,
    );
  });
});
