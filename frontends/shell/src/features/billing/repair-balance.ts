import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { usePlans, usePlanText } from './catalogue-plans';
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
  const planText = usePlanText();
  const balance = repairBalanceOf(user);
  const plan = usePlans()?.find((candidate) => candidate.id === balance.plan);
  if (plan?.monthlyAllowance === null) return t('billing.balance.unlimited');
  const parts = [
    ...(plan
      ? [planText(plan, `billing.balance.${plan.id}`, 'billing.balance.allowance', { count: plan.monthlyAllowance })]
      : []),
    ...(balance.plan === 'free' || balance.freeFixes > 0
      ? [t('billing.balance.free', { count: balance.freeFixes })]
      : []),
    ...(balance.credits > 0 ? [t('billing.balance.credits', { count: balance.credits })] : []),
  ];
  return parts.join(' + ');
}
