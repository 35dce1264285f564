import type { FeedbackVerdictName, RepairFeedbackView } from '@repairlens/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { buttonClassName } from '../../components/ui/button';
import { useAnswerRepairFeedbackMutation } from './api';
import { HintedTextArea } from './hinted-text-area';
import styles from './repair-feedback.module.css';

/** The anchor the feedback e-mail links to. */
export const FEEDBACK_ANCHOR = 'did-it-fix';
const VERDICTS: readonly FeedbackVerdictName[] = ['fixed', 'partly', 'not_fixed'];
/** The comment's length, as the server checks it too. */
const COMMENT_MAX_LENGTH = 1000;

function verdictFrom(value: string | null): FeedbackVerdictName | null {
  return VERDICTS.find((verdict) => verdict === value) ?? null;
}

interface RepairFeedbackPromptProps {
  readonly repairId: string;
  readonly feedback: RepairFeedbackView | null;
}

/**
 * "Did this fix it?" under a repair's steps: three answers as a radio group and an optional comment; once answered,
 * a thank-you with the answer and a way to change it. The e-mail's links land here (#did-it-fix), and
 * `?answer=fixed` from them chooses that answer, still to be sent by the owner.
 */
export function RepairFeedbackPrompt({ repairId, feedback }: RepairFeedbackPromptProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ids = { heading: useId(), hint: useId() };
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const fromLink = verdictFrom(searchParams.get('answer'));
  const [editing, setEditing] = useState(feedback === null || fromLink !== null);
  const [verdict, setVerdict] = useState<FeedbackVerdictName | null>(fromLink ?? feedback?.verdict ?? null);
  const [comment, setComment] = useState(feedback?.comment ?? '');
  const [answer, { isLoading }] = useAnswerRepairFeedbackMutation();

  // The page is drawn after the repair is read, so the browser's own jump to the anchor found nothing yet.
  useEffect(() => {
    if (hash === `#${FEEDBACK_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!verdict) {
      dispatch(showToast({ title: t('repairs.feedback.chooseFirst'), variant: 'error' }));
      return;
    }
    const result = await answer({ id: repairId, verdict, comment: comment.trim() || null });
    if ('error' in result) {
      dispatch(showFailureToast(t('repairs.feedback.failed'), result.error, t('repairs.feedback.failedFallback')));
      return;
    }
    setEditing(false);
  };

  const startEditing = () => {
    setVerdict(feedback?.verdict ?? null);
    setComment(feedback?.comment ?? '');
    setEditing(true);
  };

  return (
    <section id={FEEDBACK_ANCHOR} ref={section} className={styles.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('repairs.feedback.title')}</h2>
      {feedback && !editing ? (
        <div className={styles.thanks} role="status">
          <p>
            <strong>{t('repairs.feedback.thanks')}</strong>
          </p>
          <p>{t('repairs.feedback.yourAnswer', { verdict: t(`repairs.feedback.verdicts.${feedback.verdict}`) })}</p>
          {feedback.comment && (
            <p className={styles.comment}>{t('repairs.feedback.yourComment', { comment: feedback.comment })}</p>
          )}
          <button type="button" className={buttonClassName('secondary')} onClick={startEditing}>
            {t('repairs.feedback.change')}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <p id={ids.hint} className={styles.muted}>
            {t('repairs.feedback.hint')}
          </p>
          <div className={styles.verdicts} role="radiogroup" aria-labelledby={ids.heading} aria-describedby={ids.hint}>
            {VERDICTS.map((option) => (
              <label key={option} className={styles.verdict}>
                <input
                  type="radio"
                  name={`feedback-${repairId}`}
                  value={option}
                  checked={verdict === option}
                  onChange={() => setVerdict(option)}
                  disabled={isLoading}
                />
                <span>{t(`repairs.feedback.verdicts.${option}`)}</span>
              </label>
            ))}
          </div>
          <HintedTextArea
            label={t('repairs.feedback.commentLabel')}
            hint={t('repairs.feedback.commentHint')}
            value={comment}
            onChange={setComment}
            maxLength={COMMENT_MAX_LENGTH}
            disabled={isLoading}
          />
          <div className={styles.actions}>
            <button type="submit" className={buttonClassName('primary')} aria-disabled={isLoading}>
              {t(isLoading ? 'repairs.feedback.sending' : 'repairs.feedback.submit')}
            </button>
            {feedback && (
              <button type="button" className={buttonClassName('secondary')} onClick={() => setEditing(false)}>
                {t('repairs.feedback.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
