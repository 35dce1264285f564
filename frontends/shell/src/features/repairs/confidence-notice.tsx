import type { RepairInstructions } from '@repairlens/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { confidenceLevel, HIGH_CONFIDENCE, MEDIUM_CONFIDENCE } from './confidence';
import styles from './repair-report.module.css';

interface ConfidenceNoticeProps {
  readonly instructions: RepairInstructions;
  /** What the person wrote with the upload. */
  readonly description: string | null;
}

/**
 * How sure the instructions are, said plainly: the score, what it means, what the analysis saw and what
 * the person wrote. A low score asks for more detail, with the photo tips that would help and a way back
 * to the upload card.
 */
export function ConfidenceNotice({ instructions, description }: ConfidenceNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const level = confidenceLevel(instructions);

  return (
    <section className={`${styles.confidence} ${styles[level]}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('repairs.confidence.title')}</h2>
      <p className={styles.confidenceScore}>
        <meter
          min={0}
          max={1}
          low={MEDIUM_CONFIDENCE}
          high={HIGH_CONFIDENCE}
          optimum={1}
          value={instructions.confidence}
          aria-hidden="true"
        />
        <strong>{t('repairs.confidence.value', { confidence: instructions.confidence })}</strong>
      </p>
      {/* Without instructions the writer's request for more detail says it all; with them, the level does. */}
      <p>{instructions.moreDetailRequest ?? t(`repairs.confidence.${level}`)}</p>
      {instructions.photoHints.length > 0 && (
        <>
          <h3>{t('repairs.confidence.photoHints')}</h3>
          <ul>
            {instructions.photoHints.map((hint) => (
              <li key={hint.code}>{hint.message}</li>
            ))}
          </ul>
        </>
      )}
      {level === 'low' && (
        <Link to="/" className={`${buttonClassName('secondary')} ${styles.noPrint}`}>
          {t('repairs.confidence.uploadAgain')}
        </Link>
      )}
      <dl className={styles.analysis}>
        <dt>{t('repairs.analysis.title')}</dt>
        <dd>{instructions.analysis.summary}</dd>
        {description && (
          <>
            <dt>{t('repairs.analysis.yourDescription')}</dt>
            <dd>{description}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
