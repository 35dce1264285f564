import type { RepairRequestView } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { AddDetailForm } from './add-detail-form';
import { ConfidenceNotice } from './confidence-notice';
import { EmergencyNotice } from './emergency-notice';
import { FollowUpQuestions } from './follow-up-questions';
import { canShare, GallerySharing } from './gallery-sharing';
import { HireAProCall } from './hire-a-pro-call';
import { RepairFeedbackPrompt } from './repair-feedback';
import { RepairFacts, RepairInstructions } from './repair-instructions';
import { RepairSectionChips } from './section-chips';
import { StatusBadge } from './status-badge';
import styles from './repair-report.module.css';

interface RepairReportProps {
  readonly repair: RepairRequestView;
  /** A pending repair is being asked for again by itself. */
  readonly polling: boolean;
  readonly onCheckAgain: () => void;
  readonly checking: boolean;
  /** Adding detail found nothing left to pay with (402). */
  readonly onPaymentRequired: () => void;
}

/**
 * One repair on its page: an emergency first, when the safety check found one; the instructions once they are
 * written (with how sure they are, where they come from, Hire a Pro, and the owner's gallery opt-in); an answer
 * that asks for more detail says it was not charged and takes the detail right here; while pending, a notice
 * that the page updates by itself; after a failure, why, and that nothing was charged. Printing leaves out
 * everything but the repair.
 */
export function RepairReport({ repair, polling, onCheckAgain, checking, onPaymentRequired }: RepairReportProps) {
  const { t } = useTranslation();
  const { instructions } = repair;

  return (
    <article className={styles.report}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1>{repair.title}</h1>
          {repair.status !== 'failed' && <StatusBadge status={repair.status} outcome={repair.outcome} />}
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
      {instructions && <RepairSectionChips instructions={instructions} />}

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

      {instructions?.emergency && <EmergencyNotice emergency={instructions.emergency} />}

      {instructions?.needsMoreDetail && (
        <section className={`${styles.notice} ${styles.noPrint}`} aria-label={t('repairs.moreDetail.title')}>
          <p>
            <strong>{t('repairs.moreDetail.notCharged')}</strong>
          </p>
          <AddDetailForm repairId={repair.id} onPaymentRequired={onPaymentRequired} />
        </section>
      )}

      {instructions && (
        <>
          {instructions.hireAPro.recommended && <HireAProCall hireAPro={instructions.hireAPro} repairId={repair.id} />}
          {!instructions.emergency && <ConfidenceNotice instructions={instructions} description={repair.description} />}
          <RepairSource instructions={instructions} />
          <RepairInstructions instructions={instructions} headingLevel={2} repairId={repair.id} />
          {instructions.delivered && <FollowUpQuestions repairId={repair.id} />}
          {repair.outcome === 'instructions' && (
            <RepairFeedbackPrompt repairId={repair.id} feedback={repair.feedback} />
          )}
          {!instructions.hireAPro.recommended && <HireAProCall hireAPro={instructions.hireAPro} repairId={repair.id} />}
        </>
      )}
      {canShare(repair) && <GallerySharing repair={repair} />}
    </article>
  );
}

/**
 * Where the instructions come from, said honestly: a RepairLens guide matched on words and label text, or a
 * vision model that looked at the photo (and the guide it followed); and, on the embedded default, that the photo
 * itself was not understood.
 */
function RepairSource({ instructions }: { readonly instructions: NonNullable<RepairRequestView['instructions']> }) {
  const { t } = useTranslation();
  const { source } = instructions;
  return (
    <section className={styles.source}>
      {source?.writer === 'vision-model' && (
        <p>
          {source.guideTitle
            ? t('repairs.source.visionModelWithGuide', { guide: source.guideTitle })
            : t('repairs.source.visionModel')}
        </p>
      )}
      {source?.writer === 'knowledge-base' && source.guideTitle && (
        <p>{t('repairs.source.knowledgeBase', { guide: source.guideTitle })}</p>
      )}
      {!instructions.photoUnderstood && <p>{t('repairs.source.photoNotUnderstood')}</p>}
    </section>
  );
}
