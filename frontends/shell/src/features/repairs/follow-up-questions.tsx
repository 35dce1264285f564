import type { FollowUpView } from '@repairlens/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { showFailureToast, showToast } from '../../components/toasts/toast-slice';
import { buttonClassName } from '../../components/ui/button';
import { FileChooser } from '../../components/ui/file-chooser';
import { useAskFollowUpMutation, useFollowUpsQuery } from './api';
import { EmergencyNotice } from './emergency-notice';
import { HintedTextArea } from './hinted-text-area';
import styles from './follow-up-questions.module.css';

/** A question's length, as the server checks it too. */
const QUESTION_LENGTH = { min: 3, max: 1000 } as const;
/** Only a photo may come with a question. */
const PHOTO_TYPES = 'image/jpeg,image/png,image/gif';

function FollowUpAnswer({ followUp }: { readonly followUp: FollowUpView }) {
  const { t } = useTranslation();
  if (followUp.emergency) return <EmergencyNotice emergency={followUp.emergency} trigger="question" />;
  return (
    <div className={styles.answer}>
      <p className={styles.answerText}>{followUp.answer}</p>
      <p className={styles.source}>
        {followUp.source === 'vision-model'
          ? t('repairs.followUps.source.visionModel')
          : followUp.citedNote
            ? t('repairs.followUps.source.note', { note: followUp.citedNote })
            : t('repairs.followUps.source.knowledgeBase')}
      </p>
    </div>
  );
}

/**
 * Follow-up questions on a delivered repair: the questions asked and their answers, oldest first, and the form
 * for the next one (with one more photo if the person likes). The server counts the included questions; an
 * emergency answer is shown like the repair's own safety stop and is never counted.
 */
export function FollowUpQuestions({ repairId }: { readonly repairId: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const { data: thread } = useFollowUpsQuery(repairId);
  const [ask, { isLoading }] = useAskFollowUpMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const asked = question.trim();
    if (asked.length < QUESTION_LENGTH.min) {
      dispatch(showToast({ title: t('repairs.followUps.tooShort'), variant: 'error' }));
      return;
    }
    const result = await ask({ id: repairId, question: asked, photo });
    if ('error' in result) {
      dispatch(showFailureToast(t('repairs.followUps.failed'), result.error, t('repairs.followUps.failedFallback')));
      return;
    }
    setQuestion('');
    setPhoto(null);
    if (photoInput.current) photoInput.current.value = '';
  };

  const left = thread?.left ?? 0;
  return (
    <section className={styles.followUps} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('repairs.followUps.title')}</h2>
      {thread && thread.followUps.length > 0 && (
        <ol className={styles.thread}>
          {thread.followUps.map((followUp) => (
            <li key={followUp.id} className={styles.item}>
              <p className={styles.question}>
                <strong>{t('repairs.followUps.you')}</strong> {followUp.question}
                {followUp.withPhoto && <span className={styles.photoTag}>{t('repairs.followUps.withPhoto')}</span>}
              </p>
              <FollowUpAnswer followUp={followUp} />
            </li>
          ))}
        </ol>
      )}
      {thread && (
        <p className={styles.left} aria-live="polite">
          {t('repairs.followUps.left', { count: left, included: thread.included })}
        </p>
      )}
      {thread && left === 0 ? (
        <p className={styles.muted}>{t('repairs.followUps.noneLeft')}</p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <HintedTextArea
            label={t('repairs.followUps.label')}
            hint={t('repairs.followUps.hint')}
            value={question}
            onChange={setQuestion}
            maxLength={QUESTION_LENGTH.max}
            disabled={isLoading}
          />
          <FileChooser
            label={t('repairs.followUps.photo')}
            inputRef={photoInput}
            accept={PHOTO_TYPES}
            chosen={photo}
            onChoose={setPhoto}
            disabled={isLoading}
          />
          <button type="submit" className={buttonClassName('primary')} aria-disabled={isLoading}>
            {t(isLoading ? 'repairs.followUps.sending' : 'repairs.followUps.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
