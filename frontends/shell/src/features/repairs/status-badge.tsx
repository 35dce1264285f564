import type { RepairStatusName } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import styles from './status-badge.module.css';

/** completed shows Completed; anything else shows Pending (specification sections 3 and 4). */
export function StatusBadge({ status }: { readonly status: RepairStatusName }) {
  const { t } = useTranslation();
  const completed = status === 'completed';
  return (
    <span className={completed ? `${styles.badge} ${styles.completed}` : `${styles.badge} ${styles.pending}`}>
      {t(completed ? 'repairs.status.completed' : 'repairs.status.pending')}
    </span>
  );
}
