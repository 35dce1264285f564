import { expect } from 'chai';
import type { AuthUser } from '../../../src/api-contract.js';
import {
  rememberPaymentReturnPath,
  takePaymentReturnPath,
} from '../../../frontends/shell/src/features/billing/payment-return';
import { isFreeFixesOnly, repairBalanceOf } from '../../../frontends/shell/src/features/billing/repair-balance';
import { badgeKindOf } from '../../../frontends/shell/src/features/repairs/repair-outcome';
import { useFakeStorage } from './fake-storage';

describe('shell money and trust (issue 21)', () => {
  describe('where a payment comes back to', () => {
    useFakeStorage();

    it('answers the remembered path once', () => {
      rememberPaymentReturnPath('/');
      expect(takePaymentReturnPath()).to.equal('/');
      expect(takePaymentReturnPath()).to.equal(null);
    });

    it("never answers another site's address", () => {
      for (const path of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
        rememberPaymentReturnPath(path);
        expect(takePaymentReturnPath(), path).to.equal(null);
      }
    });
  });

  describe('the repair balance', () => {
    const user = (fields: Partial<AuthUser>) =>
      ({
        subscriptionStatus: 'inactive',
        subscriptionPlan: null,
        freeFixesRemaining: 2,
        credits: 0,
        ...fields,
      }) as const;

    it('is free repairs only without a credit or a plan: the "Free fixes" texts then say it all', () => {
      expect(isFreeFixesOnly(repairBalanceOf(user({})))).to.equal(true);
      expect(isFreeFixesOnly(repairBalanceOf(user({ freeFixesRemaining: 0, credits: 1 })))).to.equal(false);
      expect(
        isFreeFixesOnly(repairBalanceOf(user({ subscriptionStatus: 'active', subscriptionPlan: 'basic' }))),
      ).to.equal(false);
    });

    it('counts credits beside free repairs, and a plan only while it is active', () => {
      expect(repairBalanceOf(user({ freeFixesRemaining: 0, credits: 1 }))).to.deep.equal({
        plan: 'free',
        freeFixes: 0,
        credits: 1,
      });
      expect(repairBalanceOf(user({ subscriptionStatus: 'inactive', subscriptionPlan: 'pro' })).plan).to.equal('free');
    });
  });

  describe('the status badge', () => {
    it('shows Completed only for steps delivered, and tells the results that delivered nothing apart', () => {
      expect(badgeKindOf('completed', 'instructions')).to.equal('completed');
      expect(badgeKindOf('completed', 'needs_more_detail')).to.equal('needsMoreDetail');
      expect(badgeKindOf('completed', 'safety_stop')).to.equal('safetyStop');
      expect(badgeKindOf('pending', null)).to.equal('pending');
    });
  });
});
