import { useTranslation } from '../../i18n/translation';
import { REPAIR_CATEGORIES } from '../../../../shared/repair-categories';

/** A repair-category drop-down's options: `anyLabel` first (the empty value: every category), then each category. */
export function CategoryOptions({ anyLabel }: { readonly anyLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{anyLabel}</option>
      {REPAIR_CATEGORIES.map((name) => (
        <option key={name} value={name}>
          {t(`repairs.categories.${name}`)}
        </option>
      ))}
    </>
  );
}
