import { expect } from 'chai';
import { parsePrice, priceText } from '../../../frontends/admin/src/features/pricing/price-entry';

describe('admin price entry (front end)', () => {
  describe('in English', () => {
    it('reads dollars with a decimal point, a leading sign and thousands commas', () => {
      expect(parsePrice('4', 'en-CA')).to.deep.equal({ cents: 400 });
      expect(parsePrice('4.5', 'en-CA')).to.deep.equal({ cents: 450 });
      expect(parsePrice(' $24.99 ', 'en-US')).to.deep.equal({ cents: 2499 });
      expect(parsePrice('1,000', 'en-CA')).to.deep.equal({ cents: 100_000 });
    });

    it('refuses a decimal comma and other nonsense as a format problem', () => {
      for (const text of ['24,99', '4.5.0', '4.999', '1,00', '24.99 $', 'abc', '', '-4']) {
        expect(parsePrice(text, 'en-CA'), text).to.deep.equal({ problem: 'format' });
      }
    });

    it('writes cents as the amount to edit with a decimal point', () => {
      expect(priceText(2499, 'en-CA')).to.equal('24.99');
    });
  });

  describe('in French', () => {
    it('reads "24,99", the sign after the amount and thousands spaces', () => {
      expect(parsePrice('24,99', 'fr-CA')).to.deep.equal({ cents: 2499 });
      expect(parsePrice('4,5', 'fr-CA')).to.deep.equal({ cents: 450 });
      expect(parsePrice('24,99 $', 'fr-CA')).to.deep.equal({ cents: 2499 });
      expect(parsePrice('6', 'fr-CA')).to.deep.equal({ cents: 600 });
      expect(parsePrice('1 000', 'fr-CA')).to.deep.equal({ cents: 100_000 });
      expect(parsePrice('1\u00a0000,00', 'fr-CA')).to.deep.equal({ cents: 100_000 });
    });

    it('refuses a decimal point and other nonsense as a format problem', () => {
      for (const text of ['24.99', '4,5,0', '24,999', '$24,99', '24 ,99', 'vingt', '']) {
        expect(parsePrice(text, 'fr-CA'), text).to.deep.equal({ problem: 'format' });
      }
    });

    it('still refuses an amount out of range', () => {
      expect(parsePrice('0,10', 'fr-CA')).to.deep.equal({ problem: 'range' });
      expect(parsePrice('1 000,01', 'fr-CA')).to.deep.equal({ problem: 'range' });
    });

    it('writes cents as the amount to edit with a decimal comma', () => {
      expect(priceText(2499, 'fr-CA')).to.equal('24,99');
      expect(priceText(400, 'fr-CA')).to.equal('4,00');
    });
  });
});
