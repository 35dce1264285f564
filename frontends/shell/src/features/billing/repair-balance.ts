import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import { planTypeOf, type PlanType } from './plan';

type BalanceFields = Pick<AuthUser, 'subscriptionStatus' | 'subscriptionPlan' | 'freeFixesRemaining' | 'credits'>;

/** What a person has to pay for repairs with: their plan, free repairs and one-time credits. */
export interface RepairBalance {
  readonly plan: PlanType;
  readonly freeFixes: number;
  readonly credits: number;
}

export function repairBalanceOf(user: BalanceFields): RepairBalance {
  return { plan: planTypeOf(user), freeFixes: user.freeFixesRemaining, credits: user.credits };
}

/** Free repairs only: the specification's "Free fixes" texts say all there is to say. */
export function isFreeFixesOnly(balance: RepairBalance): boolean {
  return balance.plan === 'free' && balance.credits === 0;
}

/**
 * The one wording of the balance every screen shows ("2 free + 1 credit", "Basic plan: 10 a month + 1 credit",
 * "Unlimited"), so the header, the dashboard, the upload card and the account page never disagree.
 */
export function useRepairBalanceText(user: BalanceFields): string {
  const { t } = useTranslation();
  const balance = repairBalanceOf(user);
  if (balance.plan === 'pro') return t('billing.balance.unlimited');
  const parts = [
    ...(balance.plan === 'basic' ? [t('billing.balance.basic')] : []),
    ...(balance.plan === 'free' || balance.freeFixes > 0
      ? [t('billing.balance.free', { count: balance.freeFixes })]
      : []),
    ...(balance.credits > 0 ? [t('billing.balance.credits', { count: balance.credits })] : []),
  ];
  return parts.join(' + ');
}
