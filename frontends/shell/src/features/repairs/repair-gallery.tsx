import type { GalleryEntry, RepairCategoryName } from '@repairlens/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Spinner } from '../../components/spinner/spinner';
import { CategoryOptions } from '../../components/ui/category-options';
import { useGalleryQuery } from './api';
import { ReadFailure } from './read-failure';
import { repairCategoryOf } from '../../../../shared/repair-categories';
import { RepairFacts, RepairInstructions } from './repair-instructions';
import styles from './repair-gallery.module.css';

interface RepairGalleryProps {
  /** The category shown, or null for all of them. */
  readonly category: RepairCategoryName | null;
  readonly onCategoryChange: (category: RepairCategoryName | null) => void;
}

/**
 * The public gallery: the repairs their owners chose to share, newest first, filtered by category. No
 * photo is ever kept, so each entry is its instructions: title, category, difficulty, time, and the
 * steps behind "Show the instructions".
 */
export function RepairGallery({ category, onCategoryChange }: RepairGalleryProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const { data: entries, isLoading, isError, isFetching, refetch } = useGalleryQuery(category);

  return (
    <div className={styles.gallery}>
      <div className={styles.filter}>
        <label htmlFor={filterId}>{t('repairs.gallery.filter')}</label>
        <select
          id={filterId}
          value={category ?? ''}
          onChange={(event) => onCategoryChange(repairCategoryOf(event.target.value))}
        >
          <CategoryOptions anyLabel={t('repairs.gallery.allCategories')} />
        </select>
        {entries && entries.length > 0 && (
          <p className={styles.count}>{t('repairs.gallery.count', { count: entries.length })}</p>
        )}
      </div>

      {isLoading ? (
        <Spinner label={t('repairs.gallery.loading')} showLabel />
      ) : isError || !entries ? (
        <ReadFailure text={t('repairs.gallery.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : entries.length === 0 ? (
        <p className={styles.message}>{t(category ? 'repairs.gallery.emptyCategory' : 'repairs.gallery.empty')}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <GalleryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GalleryCard({ entry }: { readonly entry: GalleryEntry }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.entry} aria-labelledby={titleId}>
      <h2 id={titleId}>{entry.title}</h2>
      <p className={styles.shared}>{t('repairs.gallery.sharedOn', { date: new Date(entry.createdAt) })}</p>
      <RepairFacts instructions={entry.instructions} />
      <details className={styles.details}>
        <summary>{t('repairs.gallery.showInstructions')}</summary>
        <RepairInstructions instructions={entry.instructions} headingLevel={3} />
      </details>
    </article>
  );
}
