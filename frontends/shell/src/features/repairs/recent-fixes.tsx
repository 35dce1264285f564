import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { useRepairRequestsQuery } from './api';
import { ReadFailure } from './read-failure';
import { badgeKindOf, deliveredNothing } from './repair-outcome';
import { StatusBadge } from './status-badge';
import styles from './recent-fixes.module.css';

/** Recent Fixes lists this many repairs, the newest first (product §9). */
export const RECENT_FIXES_SHOWN = 5;

/**
 * "Recent Fixes" (product §2): the 5 newest repair requests and how many there are in all,
 * a skeleton while they load, "No repair requests yet" without any. Each row opens its repair.
 */
export function RecentFixes() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: repairs, isLoading, isError, isFetching, refetch } = useRepairRequestsQuery();

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.header}>
        <h2 id={titleId}>{t('repairs.recentFixes.title')}</h2>
        {repairs && repairs.length > 0 && (
          <p className={styles.total}>{t('repairs.recentFixes.total', { count: repairs.length })}</p>
        )}
      </div>
      {isLoading ? (
        <RecentFixesSkeleton />
      ) : isError || !repairs ? (
        <ReadFailure text={t('repairs.recentFixes.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : repairs.length === 0 ? (
        <div className={styles.message}>
          <p className={styles.emptyTitle}>{t('repairs.recentFixes.empty')}</p>
          <p>{t('repairs.recentFixes.emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {repairs.slice(0, RECENT_FIXES_SHOWN).map((repair) => {
            const kind = badgeKindOf(repair.status, repair.outcome);
            return (
              <li key={repair.id}>
                <Link
                  to={`/repair/${repair.id}`}
                  className={deliveredNothing(kind) ? `${styles.row} ${styles.undelivered}` : styles.row}
                >
                  <span className={styles.rowTitle}>{repair.title}</span>
                  <span className={styles.rowFacts}>
                    <span>{t('repairs.recentFixes.created', { date: new Date(repair.createdAt) })}</span>
                    {repair.estimatedTime && <span>{repair.estimatedTime}</span>}
                    {deliveredNothing(kind) && <span>{t(`repairs.recentFixes.hint.${kind}`)}</span>}
                  </span>
                  <StatusBadge status={repair.status} outcome={repair.outcome} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RecentFixesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('repairs.recentFixes.loading')}</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.short}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
