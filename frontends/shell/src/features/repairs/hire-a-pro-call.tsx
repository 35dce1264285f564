import type { RepairInstructions } from '@repairlens/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { hireAProPath, type HireAProState } from './hire-a-pro';
import styles from './repair-report.module.css';

/**
 * "Hire a Pro": the contractor directory for the repair's category and the user's region. When a
 * professional is recommended (an emergency, or a job the writer judged one for a professional) it says so, near the top, in the
 * danger colour; otherwise it is a quiet offer.
 */
export function HireAProCall({
  hireAPro,
  repairId,
}: {
  readonly hireAPro: RepairInstructions['hireAPro'];
  /** Goes with the directory (not in its address), so that a quote request carries this repair's diagnosis. */
  readonly repairId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={hireAPro.recommended ? `${styles.hireAPro} ${styles.recommended}` : styles.hireAPro}
      aria-labelledby={titleId}
    >
      <div>
        <h2 id={titleId}>
          {hireAPro.recommended ? t('repairs.hireAPro.recommendedTitle') : t('repairs.hireAPro.title')}
        </h2>
        <p>{hireAPro.recommended ? t('repairs.hireAPro.recommended') : t('repairs.hireAPro.optional')}</p>
      </div>
      <Link
        to={hireAProPath(hireAPro)}
        state={{ quoteRepairId: repairId } satisfies HireAProState}
        className={buttonClassName(hireAPro.recommended ? 'primary' : 'secondary')}
      >
        {t('repairs.hireAPro.action')}
      </Link>
    </section>
  );
}
