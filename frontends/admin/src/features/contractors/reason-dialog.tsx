import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin-ui.module.css';
import { ModalDialog } from '../../components/modal-dialog';
import { ADMIN_NAMESPACE } from '../../i18n';
import styles from './contractors.module.css';

/** The server's rule (the contractors domain): a few words the contractor can read, at most 1000 characters. */
const REASON_MIN_LENGTH = 5;
const REASON_MAX_LENGTH = 1000;

interface ReasonDialogProps {
  readonly title: string;
  readonly description: string;
  readonly confirmLabel: string;
  /** Carries out the decision: resolves with the server's refusal to show, or undefined when done. */
  readonly onConfirm: (reason: string) => Promise<string | undefined>;
  /** Called once it has closed: cancelled, Escape, or done. */
  readonly onClose: () => void;
}

/** A decision that needs a reason (reject, unlist), asked in a modal dialog open while mounted. */
export function ReasonDialog({ title, description, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();

  async function submit(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    const tidy = reason.trim();
    setTooShort(tidy.length < REASON_MIN_LENGTH);
    setRefusal(null);
    if (tidy.length < REASON_MIN_LENGTH) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onConfirm(tidy);
    setBusy(false);
    if (refused === undefined) close();
    else setRefusal(refused);
  }

  return (
    <ModalDialog title={title} description={description} className={styles.reasonDialog} onClose={onClose}>
      {(close) => (
        <form noValidate onSubmit={(event) => void submit(event, close)}>
          <label className={ui.field}>
            {t('sections.contractors.reason.label')}
            <textarea
              ref={field}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              required
              aria-invalid={tooShort ? true : undefined}
              aria-describedby={tooShort ? problemId : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {tooShort && (
              <span id={problemId} className={ui.fieldError}>
                {t('sections.contractors.reason.tooShort', { min: REASON_MIN_LENGTH })}
              </span>
            )}
          </label>
          {refusal && (
            <div role="alert" className={`${ui.error} ${styles.notice}`}>
              <p>{refusal}</p>
            </div>
          )}
          <div className={ui.dialogButtons}>
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={close}>
              {t('sections.contractors.reason.cancel')}
            </button>
            <button type="submit" className={`${ui.button} ${ui.danger}`} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
