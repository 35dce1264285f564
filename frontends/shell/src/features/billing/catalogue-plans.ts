import type { CatalogueItem } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { serverNameOf, useTextAt } from '../../lib/catalogue-texts';
import { useCatalogueQuery } from './api';
import { plansOf, type Plan, type PlanType } from './plan';

/** The catalogue's plans by rank, undefined while it loads. */
export function usePlans(): readonly CatalogueItem[] | undefined {
  const items = useCatalogueQuery().data?.items;
  return items && plansOf(items);
}

/**
 * A plan's text: the shell's own for its id at `specificKey` when its catalogue of texts has one (the seed's
 * plans), otherwise the generic wording at `genericKey`, filled with the plan's name as the server gives it.
 */
export function usePlanText(): (
  plan: CatalogueItem,
  specificKey: string,
  genericKey: string,
  values?: Readonly<Record<string, unknown>>,
) => string {
  const { i18n } = useTranslation();
  const textAt = useTextAt();
  return (plan, specificKey, genericKey, values = {}) =>
    i18n.exists(specificKey)
      ? (textAt(specificKey, values) as string)
      : (textAt(genericKey, { ...values, name: serverNameOf(plan, i18n.language) }) as string);
}

/** A plan's name ("Basic Plan", "Free"); a plan the catalogue no longer lists keeps its id. */
export function usePlanName(): (plan: PlanType) => string {
  const { t } = useTranslation();
  const plans = usePlans();
  const planText = usePlanText();
  return (plan) => {
    if (plan === 'free') return t('billing.plans.free');
    const item = plans?.find((candidate) => candidate.id === plan);
    return item ? planText(item, `billing.plans.${plan}`, 'billing.otherPlan.name') : plan;
  };
}

/**
 * A subscriber's change of plan in words (its dialog's or page's title, description, confirm button): the target
 * plan's own texts when the shell has them (the seed's), otherwise the generic ones naming both plans as the
 * server names them.
 */
export function usePlanChangeText(): (
  change: 'upgrade' | 'downgrade',
  from: Plan,
  to: Plan,
  field: 'title' | 'description' | 'confirm',
) => string {
  const { i18n } = useTranslation();
  const plans = usePlans();
  const textAt = useTextAt();
  return (change, from, to, field) => {
    const nameOf = (plan: Plan) => {
      const item = plans?.find((candidate) => candidate.id === plan);
      return item ? serverNameOf(item, i18n.language) : plan;
    };
    const specific = `billing.planChange.${change}.plans.${to}.${field}`;
    const key = i18n.exists(specific) ? specific : `billing.planChange.${change}.${field}`;
    return textAt(key, { name: nameOf(to), from: nameOf(from) }) as string;
  };
}
