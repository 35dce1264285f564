import type { RepairRequestView } from '@repairlens/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { ConfidenceNotice } from './confidence-notice';
import { canShare, GallerySharing } from './gallery-sharing';
import { HireAProCall } from './hire-a-pro-call';
import { RepairFacts, RepairInstructions } from './repair-instructions';
import { StatusBadge } from './status-badge';
import styles from './repair-report.module.css';

interface RepairReportProps {
  readonly repair: RepairRequestView;
  /** A pending repair is being asked for again by itself. */
  readonly polling: boolean;
  readonly onCheckAgain: () => void;
  readonly checking: boolean;
}

/**
 * One repair on its page: the instructions once they are written (with how sure they are, Hire a Pro, and
 * the owner's gallery opt-in); while pending, a notice that the page updates by itself; after a failure,
 * why, and that nothing was charged. Printing leaves out everything but the repair.
 */
export function RepairReport({ repair, polling, onCheckAgain, checking }: RepairReportProps) {
  const { t } = useTranslation();
  const { instructions } = repair;

  return (
    <article className={styles.report}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1>{repair.title}</h1>
          {repair.status !== 'failed' && <StatusBadge status={repair.status} />}
        </div>
        <p className={styles.muted}>{t('repairs.repairPage.requested', { date: new Date(repair.createdAt) })}</p>
        {instructions && <RepairFacts instructions={instructions} />}
        {instructions && instructions.steps.length > 0 && (
          <button
            type="button"
            className={`${buttonClassName('secondary')} ${styles.noPrint}`}
            onClick={() => window.print()}
          >
            {t('repairs.repairPage.print')}
          </button>
        )}
      </header>

      {repair.status === 'pending' && (
        <section className={styles.notice} role="status">
          {polling && <span className={styles.spinner} aria-hidden="true" />}
          <p>{t('repairs.repairPage.pending.text')}</p>
          {!polling && (
            <>
              <p>{t('repairs.repairPage.pending.slow')}</p>
              <button type="button" className={buttonClassName('secondary')} onClick={onCheckAgain} disabled={checking}>
                {t('repairs.repairPage.pending.checkAgain')}
              </button>
            </>
          )}
        </section>
      )}

      {repair.status === 'failed' && (
        <section className={`${styles.notice} ${styles.failed}`}>
          {repair.failureReason && <p>{repair.failureReason}</p>}
          <p>{t('repairs.repairPage.failed.charge')}</p>
          <Link to="/" className={buttonClassName('primary')}>
            {t('repairs.repairPage.failed.tryAgain')}
          </Link>
        </section>
      )}

      {instructions && (
        <>
          {instructions.hireAPro.recommended && <HireAProCall hireAPro={instructions.hireAPro} />}
          <ConfidenceNotice instructions={instructions} description={repair.description} />
          <RepairInstructions instructions={instructions} headingLevel={2} />
          {!instructions.hireAPro.recommended && <HireAProCall hireAPro={instructions.hireAPro} />}
        </>
      )}
      {canShare(repair) && <GallerySharing repair={repair} />}
    </article>
  );
}
