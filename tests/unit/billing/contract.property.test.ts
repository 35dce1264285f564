import { expect } from 'chai';
import fc from 'fast-check';
import {
  CheckoutSessionParamsSchema,
  CreditGrantRequestSchema,
  OneTimeCheckoutRequestSchema,
  SubscriptionCheckoutRequestSchema,
} from '../../../src/modules/billing/contract.js';
import { CREDIT_GRANT_MAX, CREDIT_GRANT_MIN } from '../../../src/modules/billing/domain/credit-grant.js';
import {
  accepted,
  expectStrayKeyRefused,
  jsonOtherThan,
  PROPERTY_RUNS,
  refusal,
} from '../../support/schema-properties.js';

const region = fc.constantFrom('CA', 'US');
const notRegion = fc.string({ maxLength: 5 }).filter((value) => value !== 'CA' && value !== 'US');
const sessionId = fc.stringMatching(/^[A-Za-z0-9_]{1,255}$/);

describe('billing request contracts (property-based)', () => {
  it('starts a checkout in either region or the default, and refuses another region', () => {
    fc.assert(
      fc.property(
        fc.option(region, { nil: undefined }),
        fc.constantFrom('basic', 'pro'),
        notRegion,
        (chosen, plan, other) => {
          const where = chosen ? { region: chosen } : {};
          expect(accepted(OneTimeCheckoutRequestSchema, where)).to.deep.equal(where);
          expect(accepted(SubscriptionCheckoutRequestSchema, { plan, ...where })).to.deep.equal({ plan, ...where });
          expect(refusal(OneTimeCheckoutRequestSchema, { region: other })).to.match(/^region: /);
          expect(refusal(SubscriptionCheckoutRequestSchema, { plan, region: other })).to.match(/^region: /);
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('takes a plan id of lower-case letters, digits and underscores only (which plans exist, the catalogue says)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (plan) => {
        fc.pre(typeof plan !== 'string' || !/^[a-z0-9_]{1,16}$/.test(plan));
        expect(refusal(SubscriptionCheckoutRequestSchema, { plan })).to.match(/^plan: /);
      }),
      PROPERTY_RUNS,
    );
  });

  it('takes checkout session ids of letters, digits and underscores only', () => {
    fc.assert(
      fc.property(sessionId, fc.string({ minLength: 1, maxLength: 40 }), (id, other) => {
        expect(accepted(CheckoutSessionParamsSchema, { id })).to.deep.equal({ id });
        fc.pre(!/^[A-Za-z0-9_]{1,255}$/.test(other));
        expect(refusal(CheckoutSessionParamsSchema, { id: other })).to.equal('id: is not a checkout session id');
      }),
      PROPERTY_RUNS,
    );
  });

  it('grants a whole number of credits in range with a reason, trimmed, and refuses anything else naming the field', () => {
    const reason = fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(
        fc.integer({ min: CREDIT_GRANT_MIN, max: CREDIT_GRANT_MAX }),
        reason,
        fc.oneof(
          fc.integer({ max: CREDIT_GRANT_MIN - 1 }),
          fc.integer({ min: CREDIT_GRANT_MAX + 1 }),
          fc.double({ min: 1.1, max: 9.9, noInteger: true }),
        ),
        jsonOtherThan('number'),
        (credits, why, badCredits, notNumber) => {
          expect(accepted(CreditGrantRequestSchema, { credits, reason: ` ${why} ` })).to.deep.equal({
            credits,
            reason: why.trim(),
          });
          expect(refusal(CreditGrantRequestSchema, { credits: badCredits, reason: why })).to.match(/^credits: must be/);
          expect(refusal(CreditGrantRequestSchema, { credits: notNumber, reason: why })).to.match(/^credits: /);
          expect(refusal(CreditGrantRequestSchema, { credits, reason: '   ' })).to.equal('reason: must not be empty');
          expect(refusal(CreditGrantRequestSchema, { reason: why })).to.equal('credits: is required');
        },
      ),
      PROPERTY_RUNS,
    );
    expectStrayKeyRefused(CreditGrantRequestSchema, fc.constant({ credits: 1, reason: 'x' }));
  });
});
