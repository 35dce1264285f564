import { expect } from 'chai';
import {
  refusalOf,
  sameAmountDue,
  type PlanChangeConfirmation,
  type RequestedPlanChange,
} from '../../../src/modules/billing/domain/plan-change.js';
import { Money } from '../../../src/shared/domain/money.js';

describe('plan change confirmation', () => {
  const shownAt = new Date('2026-12-01T12:00:00Z');
  const confirmation: PlanChangeConfirmation = {
    id: 'c1',
    userId: 'u1',
    providerSubscriptionId: 'sub_1',
    fromPlan: 'basic',
    toPlan: 'pro',
    monthlyPrice: Money.of(2400, 'CAD'),
    amountDueNow: 1150,
    prorationDate: shownAt,
    expiresAt: new Date(shownAt.getTime() + 10 * 60_000),
    createdAt: shownAt,
  };
  const requested: RequestedPlanChange = {
    userId: 'u1',
    toPlan: 'pro',
    now: new Date(shownAt.getTime() + 60_000),
    subscriptionId: 'sub_1',
    fromPlan: 'basic',
    currentPeriodStart: new Date('2026-11-20T00:00:00Z'),
    monthlyPrice: Money.of(2400, 'CAD'),
  };

  it('holds for its person, plan, subscription and price while it lasts', () => {
    expect(refusalOf(confirmation, requested)).to.equal(null);
  });

  it('is no confirmation at all when missing, or for another person or plan', () => {
    expect(refusalOf(null, requested)).to.equal('not-confirmed');
    expect(refusalOf(confirmation, { ...requested, userId: 'u2' })).to.equal('not-confirmed');
    expect(refusalOf(confirmation, { ...requested, toPlan: 'basic' })).to.equal('not-confirmed');
  });

  it('expires', () => {
    expect(refusalOf(confirmation, { ...requested, now: confirmation.expiresAt })).to.equal('expired');
  });

  it('is outdated once what it was priced on changed: subscription, plan, period or price', () => {
    expect(refusalOf(confirmation, { ...requested, subscriptionId: 'sub_2' })).to.equal('outdated');
    expect(refusalOf(confirmation, { ...requested, fromPlan: 'pro' })).to.equal('outdated');
    expect(refusalOf(confirmation, { ...requested, currentPeriodStart: new Date(shownAt.getTime() + 1) })).to.equal(
      'outdated',
    );
    expect(refusalOf(confirmation, { ...requested, monthlyPrice: Money.of(2600, 'CAD') })).to.equal('outdated');
  });

  it('compares the amount due now and its currency with what the provider quotes again', () => {
    const quote = { amountDueNow: 1150, prorationCharge: 2300, prorationCredit: 1150, currency: 'cad' };
    expect(sameAmountDue(confirmation, quote)).to.equal(true);
    expect(sameAmountDue(confirmation, { ...quote, amountDueNow: 1151 })).to.equal(false);
    expect(sameAmountDue(confirmation, { ...quote, currency: 'USD' })).to.equal(false);
  });
});
