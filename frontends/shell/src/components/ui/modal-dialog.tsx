import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/translation';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  readonly open: boolean;
  /** Called when the person closes it: the close button, Escape, or a button of the dialog's own. */
  readonly onClose: () => void;
  readonly title: string;
  readonly description?: string;
  /** What gets the focus when it opens (by default the first thing that can take it: the close button). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children?: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert, keeps the
 * focus inside and closes on Escape; the focus goes back where it was when it closes. Its title and text
 * name and describe it for screen readers.
 */
export function ModalDialog({ open, onClose, title, description, initialFocus, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
    >
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
