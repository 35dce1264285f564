import type { RepairInstructions } from '@repairlens/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import styles from './repair-report.module.css';

type Emergency = NonNullable<RepairInstructions['emergency']>;

/**
 * An emergency found by the safety check, before anything else on the page: what to do right now and whom to
 * call. It says that it is a safety check of the words and labels (rules, not a model's judgement), and that no
 * repair steps are given for it.
 */
export function EmergencyNotice({
  emergency,
  trigger = 'repair',
}: {
  readonly emergency: Emergency;
  /** What the safety check read: the repair's description and labels, or a follow-up question. */
  readonly trigger?: 'repair' | 'question';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`${styles.notice} ${styles.emergency}`} role="alert" aria-labelledby={titleId}>
      <p className={styles.emergencyLabel}>{t('repairs.emergency.label')}</p>
      <h2 id={titleId}>{emergency.title}</h2>
      <h3>{t('repairs.emergency.doNow')}</h3>
      <ol>
        {emergency.doNow.map((action) => (
          <li key={action}>{action}</li>
        ))}
      </ol>
      <p>
        <strong>{emergency.whoToCall}</strong>
      </p>
      <p>{t(trigger === 'question' ? 'repairs.emergency.noStepsForQuestion' : 'repairs.emergency.noSteps')}</p>
    </section>
  );
}
