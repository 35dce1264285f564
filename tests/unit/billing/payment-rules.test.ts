import { expect } from 'chai';
import { formatPrice } from '../../../src/modules/billing/adapters/local/local-payment-pages.js';
import { samePurchase, type CheckoutSession } from '../../../src/modules/billing/domain/checkout-session.js';
import { shownBillingReason, shownInvoiceStatus } from '../../../src/modules/billing/domain/payment-history.js';
import { Catalogue, SEED_CATALOGUE, type CatalogueItem } from '../../../src/modules/billing/domain/catalogue.js';
import { CATALOGUE_WITH_FAMILY_PLAN } from '../../support/family-plan-catalogue.js';
import { regionOfCurrency } from '../../../src/modules/billing/domain/region-of-currency.js';
import { isActiveAt, isLive, type Subscription } from '../../../src/modules/billing/domain/subscription.js';
import { Money } from '../../../src/shared/domain/money.js';

const now = new Date('2026-11-21T12:00:00Z');
const subscription = (status: Subscription['status'], periodEnd = '2026-12-01T00:00:00Z'): Subscription => ({
  userId: '5d0c8f8e-6d1c-4f43-9d55-0d0b8f7b7a11',
  providerSubscriptionId: 'sub_1',
  plan: 'basic',
  status,
  currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
  currentPeriodEnd: new Date(periodEnd),
});

describe('billing rules', () => {
  it('calls Basic → Unlimited an upgrade, Unlimited → Basic a downgrade, the same plan no change', () => {
    expect(SEED_CATALOGUE.planChange('basic', 'pro')).to.equal('upgrade');
    expect(SEED_CATALOGUE.planChange('pro', 'basic')).to.equal('downgrade');
    expect(SEED_CATALOGUE.planChange('pro', 'pro')).to.equal('none');
  });

  it('reads what each plan allows from the catalogue: Basic ten repairs a period, Unlimited no count', () => {
    expect(SEED_CATALOGUE.plans).to.deep.equal(['basic', 'pro']);
    expect(SEED_CATALOGUE.monthlyAllowanceOf('basic')).to.equal(10);
    expect(SEED_CATALOGUE.unlimitedPlans).to.deep.equal(['pro']);
    expect(SEED_CATALOGUE.allowancePlans).to.deep.equal(['basic']);
  });

  it('names the seed plans in the server messages as specified, in English and French', () => {
    expect([SEED_CATALOGUE.planNameOf('basic', 'en'), SEED_CATALOGUE.planNameOf('pro', 'en')]).to.deep.equal([
      'Basic',
      'Unlimited',
    ]);
    expect([SEED_CATALOGUE.planNameOf('basic', 'fr'), SEED_CATALOGUE.planNameOf('pro', 'fr')]).to.deep.equal([
      'de base',
      'illimité',
    ]);
  });

  it('takes a plan added as data in its rank: between Basic and Unlimited, with its own allowance', () => {
    expect(CATALOGUE_WITH_FAMILY_PLAN.plans).to.deep.equal(['basic', 'family', 'pro']);
    expect(CATALOGUE_WITH_FAMILY_PLAN.planChange('basic', 'family')).to.equal('upgrade');
    expect(CATALOGUE_WITH_FAMILY_PLAN.planChange('pro', 'family')).to.equal('downgrade');
    expect(CATALOGUE_WITH_FAMILY_PLAN.allowancePlans).to.deep.equal(['basic', 'family']);
    expect(CATALOGUE_WITH_FAMILY_PLAN.monthlyAllowanceOf('family')).to.equal(25);
    expect(CATALOGUE_WITH_FAMILY_PLAN.isPlan('family')).to.equal(true);
    expect(SEED_CATALOGUE.isPlan('family')).to.equal(false);
  });

  it('refuses a catalogue its rules cannot work with: a repeated id, a second credit, no plan', () => {
    const [credit, basic, , listing] = SEED_CATALOGUE.items as [
      CatalogueItem,
      CatalogueItem,
      CatalogueItem,
      CatalogueItem,
    ];
    expect(() => new Catalogue([credit, basic, basic, listing])).to.throw('item id basic is used twice');
    expect(
      () => new Catalogue([credit, { ...credit, id: 'credit_two', product: { id: 'p2', name: 'p2' } }, basic, listing]),
    ).to.throw('exactly one credit item is sold');
    expect(() => new Catalogue([credit, listing])).to.throw('at least one plan is sold');
    expect(() => new Catalogue([credit, { ...basic, id: 'Family Plan' }, listing])).to.throw('is not lower-case');
  });

  it('sells four items, each under one id that its payment-provider product leads back to', () => {
    expect(SEED_CATALOGUE.items.map((item) => [item.id, item.kind])).to.deep.equal([
      ['repair_credit', 'credit'],
      ['basic', 'plan'],
      ['pro', 'plan'],
      ['contractor_listing', 'listing'],
    ]);
    for (const item of SEED_CATALOGUE.items) expect(SEED_CATALOGUE.itemOfProduct(item.product.id)).to.equal(item.id);
    expect(SEED_CATALOGUE.itemOfProduct('prod_someone_else')).to.equal(null);
  });

  it('counts a subscription as active only while active and within its paid period', () => {
    expect(isActiveAt(subscription('active'), now)).to.equal(true);
    expect(isActiveAt(subscription('active', '2026-11-21T11:59:59Z'), now)).to.equal(false);
    expect(isActiveAt(subscription('past_due'), now)).to.equal(false);
    expect(isActiveAt(subscription('canceled'), now)).to.equal(false);
    expect(isActiveAt(null, now)).to.equal(false);
  });

  it('treats active and past-due subscriptions as still running at the provider (no second one may start)', () => {
    expect(isLive(subscription('active'))).to.equal(true);
    expect(isLive(subscription('past_due'))).to.equal(true);
    expect(isLive(subscription('canceled'))).to.equal(false);
    expect(isLive(null)).to.equal(false);
  });

  it('shows invoice reasons and statuses in the specification’s three values each', () => {
    expect(
      ['subscription_create', 'subscription_cycle', 'subscription_update', 'manual'].map(shownBillingReason),
    ).to.deep.equal(['subscription_create', 'subscription_cycle', 'other', 'other']);
    expect(['paid', 'open', 'void', 'uncollectible', 'draft'].map(shownInvoiceStatus)).to.deep.equal([
      'paid',
      'open',
      'other',
      'other',
      'other',
    ]);
  });

  it('finds a subscription’s region from its currency, whatever the case', () => {
    expect(regionOfCurrency('cad')).to.equal('CA');
    expect(regionOfCurrency('USD')).to.equal('US');
    expect(regionOfCurrency('EUR')).to.equal(null);
  });

  it('sends a second click to the open checkout only for the same plan and region', () => {
    const open: CheckoutSession = {
      id: 'cs_1',
      userId: 'u',
      purchase: { kind: 'subscription', plan: 'basic' },
      region: 'CA',
      price: Money.of(1200, 'CAD'),
      status: 'created',
      url: 'https://checkout.example/cs_1',
      expiresAt: now,
      createdAt: now,
    };
    expect(samePurchase(open, { kind: 'subscription', plan: 'basic' }, 'CA')).to.equal(true);
    expect(samePurchase(open, { kind: 'subscription', plan: 'pro' }, 'CA')).to.equal(false);
    expect(samePurchase(open, { kind: 'subscription', plan: 'basic' }, 'US')).to.equal(false);
    expect(samePurchase(open, { kind: 'one_time' }, 'CA')).to.equal(false);
  });

  it('writes prices as the specification does: "$5 CAD", cents only when there are some', () => {
    expect(formatPrice(500, 'CAD')).to.equal('$5 CAD');
    expect(formatPrice(1250, 'USD')).to.equal('$12.50 USD');
    expect(formatPrice(1905, 'CAD')).to.equal('$19.05 CAD');
    expect(formatPrice(50, 'USD')).to.equal('$0.50 USD');
  });
});
