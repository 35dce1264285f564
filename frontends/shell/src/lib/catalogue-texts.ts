import type { CatalogueItem } from '@repairlens/contract';
import { useTranslation } from '../i18n/translation';

/*
 * The texts of what RepairLens sells, keyed by each catalogue item's id, shared by the pricing page and the
 * billing screens.
 */

/** An item's name as the server gives it (catalogue data), in the shell's language. */
export function serverNameOf(item: CatalogueItem, language: string): string {
  return language.startsWith('fr') ? item.name.fr : item.name.en;
}

/**
 * An item's name and selling points from the catalogue of texts, keyed by its id; an item with no texts of its
 * own yet (just added to the catalogue) gets the generic ones, named as the server names it and drawn from its
 * monthly allowance.
 */
export function useItemTexts(): (item: CatalogueItem) => { readonly name: string; readonly features: string[] } {
  const { t, i18n } = useTranslation();
  const textAt = useTextAt();
  return (item) => {
    const key = `pages.pricing.${item.id}`;
    if (i18n.exists(`${key}.name`)) {
      const features = textAt(`${key}.features`, { returnObjects: true }) as Record<string, string>;
      return { name: textAt(`${key}.name`) as string, features: Object.values(features) };
    }
    const allowance =
      item.monthlyAllowance === null
        ? t('pages.pricing.otherPlan.noLimit')
        : t('pages.pricing.otherPlan.allowance', { count: item.monthlyAllowance });
    return {
      name: t('pages.pricing.otherPlan.name', { name: serverNameOf(item, i18n.language) }),
      features: item.kind === 'plan' ? [allowance] : [],
    };
  };
}

/**
 * A text by a key built from an item id. Item ids are data, so such keys cannot be checked against the catalogue's
 * type: they are looked up as found (check with i18n.exists first).
 */
export function useTextAt(): (key: string, options?: object) => unknown {
  const { i18n } = useTranslation();
  return i18n.t.bind(i18n) as unknown as (key: string, options?: object) => unknown;
}
