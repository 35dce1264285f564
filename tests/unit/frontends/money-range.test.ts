import { expect } from 'chai';
import { formatMoneyRange } from '../../../frontends/shell/src/lib/money-range';

describe('estimate ranges on screen (front end)', () => {
  it('writes whole dollars joined by an en dash: "$12–$30"', () => {
    expect(formatMoneyRange({ low: 12, high: 30 }, 'CAD')).to.equal('$12–$30');
    expect(formatMoneyRange({ low: 9, high: 22 }, 'USD')).to.equal('$9–$22');
  });

  it('writes one price when both ends are the same, and groups thousands', () => {
    expect(formatMoneyRange({ low: 0, high: 0 }, 'CAD')).to.equal('$0');
    expect(formatMoneyRange({ low: 1200, high: 2500 }, 'USD')).to.equal('$1,200–$2,500');
  });
});
