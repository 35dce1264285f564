import { expect } from 'chai';
import { PriceTable } from '../../../src/modules/pricing/domain/price-table.js';
import { NotFoundError, ValidationError } from '../../../src/shared/errors/app-errors.js';

const canada = PriceTable.restore(
  'CA',
  { repair_credit: 500, basic: 1200, pro: 2400, contractor_listing: 900 },
  new Date('2026-01-01T00:00:00Z'),
  null,
);

describe('price table', () => {
  it('prices Canada in CAD and the United States in USD', () => {
    expect(canada.currency).to.equal('CAD');
    expect(canada.priceOf('basic').amountMinor).to.equal(1200);
    expect(PriceTable.restore('US', canada.amounts, new Date(), null).priceOf('repair_credit').currency).to.equal(
      'USD',
    );
  });

  it('revises one price and records who changed it and when', () => {
    const at = new Date('2026-11-21T12:00:00Z');
    const revised = canada.revise({ pro: 2600 }, 'admin@repairlens.app', at);
    expect(revised.amounts).to.deep.equal({
      repair_credit: 500,
      basic: 1200,
      pro: 2600,
      contractor_listing: 900,
    });
    expect(revised.updatedBy).to.equal('admin@repairlens.app');
    expect(revised.updatedAt).to.equal(at);
    expect(canada.amounts.pro, 'the original is unchanged').to.equal(2400);
  });

  for (const [label, amount] of [
    ['a fraction of a cent', 500.5],
    ['zero', 0],
    ['a negative amount', -100],
    ['more than $1,000', 100_001],
  ] as const) {
    it(`refuses ${label} with a validation error naming the price`, () => {
      expect(() => canada.revise({ repair_credit: amount }, 'admin@repairlens.app', new Date()))
        .to.throw(ValidationError)
        .with.property('message')
        .that.contains('repair_credit');
    });
  }

  it('refuses a price for an item the region does not sell, naming it', () => {
    expect(() => canada.revise({ premium: 3000 }, 'admin@repairlens.app', new Date()))
      .to.throw(ValidationError)
      .with.property('message')
      .that.contains('premium');
  });

  it('answers 404 for the price of an item the region does not sell', () => {
    expect(() => canada.priceOf('premium')).to.throw(NotFoundError);
  });
});
