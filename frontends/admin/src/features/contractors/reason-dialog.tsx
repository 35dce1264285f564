import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin-ui.module.css';
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

/**
 * A decision that needs a reason (reject, unlist), asked in a modal dialog on the browser's own <dialog>:
 * open while mounted, the rest of the page inert, Escape cancels, the focus goes back where it was.
 */
export function ReasonDialog({ title, description, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const problemId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
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
    if (refused === undefined) dialog.current?.close();
    else setRefusal(refused);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
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
        <div className={styles.dialogButtons}>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => dialog.current?.close()}>
            {t('sections.contractors.reason.cancel')}
          </button>
          <button type="submit" className={`${ui.button} ${ui.danger}`} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
