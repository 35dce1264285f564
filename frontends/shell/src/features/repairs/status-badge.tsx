import type { RepairOutcomeName, RepairStatusName } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { badgeKindOf } from './repair-outcome';
import styles from './status-badge.module.css';

/**
 * completed shows Completed; anything else shows Pending (product §3 and §4). A completed repair
 * that delivered nothing to follow says so instead: "Needs more detail", or "Stopped for safety" for an emergency.
 */
export function StatusBadge({
  status,
  outcome,
}: {
  readonly status: RepairStatusName;
  readonly outcome: RepairOutcomeName;
}) {
  const { t } = useTranslation();
  const kind = badgeKindOf(status, outcome);
  return <span className={`${styles.badge} ${styles[kind]}`}>{t(`repairs.status.${kind}`)}</span>;
}
