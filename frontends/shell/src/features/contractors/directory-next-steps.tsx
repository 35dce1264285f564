import type { Region } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { buttonClassName } from '../../components/ui/button';
import type { DirectorySearch } from './api';
import styles from './directory-next-steps.module.css';

/** The radii a search widens through, one step at a time (the server takes up to 250 km). */
export const WIDER_RADII_KM = [50, 100, 250] as const;

/** The next wider radius after the search's own, or null when it is as wide as it goes. */
export function widerRadius(withinKm: number | null): number | null {
  return WIDER_RADII_KM.find((km) => withinKm === null || km > withinKm) ?? null;
}

/**
 * Nobody serves the place: what to do next, each a button that does it: pros based further away, every category
 * instead of one, and (something only the person knows) the postal code of a nearby town.
 */
export function NoProsNearby({
  search,
  onSearch,
}: {
  readonly search: DirectorySearch;
  readonly onSearch: (search: DirectorySearch) => void;
}) {
  const { t } = useTranslation();
  const wider = widerRadius(search.withinKm);
  return (
    <section className={styles.nextSteps} aria-labelledby="directory-next-steps">
      <h2 id="directory-next-steps">{t('contractors.search.none.title')}</h2>
      <div className={styles.actions}>
        {wider !== null && (
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => onSearch({ ...search, withinKm: wider })}
          >
            {t('contractors.search.none.widen', { km: wider })}
          </button>
        )}
        {search.category && (
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => onSearch({ ...search, category: null })}
          >
            {t('contractors.search.none.anyCategory')}
          </button>
        )}
      </div>
      <p className={styles.hint}>{t('contractors.search.none.nearbyCity')}</p>
    </section>
  );
}

/** A widened search's results may include pros whose area stops short of the searcher: says so. */
export function WidenedNote({ withinKm }: { readonly withinKm: number }) {
  const { t } = useTranslation();
  return <p className={styles.hint}>{t('contractors.search.widened', { km: withinKm })}</p>;
}

/**
 * Before any search: the one thing the directory needs, said for the visitor's region (a Canadian postal code or
 * a US ZIP code), since only the region is known and pros are found by distance from a place.
 */
export function WhatToType({ region }: { readonly region: Region }) {
  const { t } = useTranslation();
  return <p className={styles.hint}>{t(`contractors.search.whatToType.${region}`)}</p>;
}
