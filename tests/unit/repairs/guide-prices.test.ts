import { expect } from 'chai';
import {
  ESTIMATE_CURRENCIES,
  type PriceEstimate,
  type RepairGuide,
} from '../../../src/modules/repairs/domain/knowledge-base/repair-guide.js';
import { shippedGuides } from '../../support/shipped-guides.js';

interface PricedPlace {
  /** "guide-id: tool Screwdriver", "guide-id: proEstimate". */
  readonly where: string;
  readonly price: PriceEstimate | undefined;
}

function pricedPlacesOf(guide: RepairGuide): PricedPlace[] {
  return [
    ...guide.tools.map((tool) => ({ where: `${guide.id}: tool ${tool.name}`, price: tool.price })),
    ...guide.materials.map((material) => ({ where: `${guide.id}: material ${material.name}`, price: material.price })),
    { where: `${guide.id}: proEstimate`, price: guide.proEstimate },
  ];
}

/** Issue 19: every shipped guide prices its repair, so the cost panel has an estimate whatever the guide. */
describe('the prices of the shipped guides', () => {
  const places = () => shippedGuides().flatMap(pricedPlacesOf);

  it("give every guide a professional's estimate, and every tool and material a price", () => {
    expect(
      places()
        .filter((place) => place.price === undefined)
        .map((place) => place.where),
    ).to.deep.equal([]);
  });

  it('write every range lowest first, in both currencies', () => {
    const backwards = places().flatMap(({ where, price }) =>
      price
        ? ESTIMATE_CURRENCIES.filter((currency) => price[currency][0] > price[currency][1]).map(
            (currency) => `${where} (${currency})`,
          )
        : [],
    );
    expect(backwards).to.deep.equal([]);
  });

  it('never price a Canadian lower than an American at the low end (CAD low >= USD low)', () => {
    const cheaperInCanada = places().filter(({ price }) => price && price.CAD[0] < price.USD[0]);
    expect(cheaperInCanada.map((place) => place.where)).to.deep.equal([]);
  });
});
