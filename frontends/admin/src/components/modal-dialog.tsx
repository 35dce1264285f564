import { useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import ui from './admin-ui.module.css';

interface ModalDialogProps {
  readonly title: string;
  readonly description: string;
  /** What gets the focus when it opens (by default the browser's choice: the first control). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Styles the dialog's own content, beside the common look. */
  readonly className?: string;
  /** Called once it has closed: Escape, or `close` called from the content. */
  readonly onClose: () => void;
  /** What comes under the title and the description; `close` closes the dialog. */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A decision asked in a modal dialog on the browser's own <dialog>, open while mounted: the rest of the console
 * inert, Escape cancels, the focus goes back where it was. Its title and description name and describe it for
 * screen readers.
 */
export function ModalDialog({ title, description, initialFocus, className, onClose, children }: ModalDialogProps) {
  // State, not a ref: the content gets `close` while it renders, and a ref may not be read during a render.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
  }, [dialog, initialFocus]);

  return (
    <dialog
      ref={setDialog}
      className={className ? `${ui.dialog} ${className}` : ui.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={descriptionId}>{description}</p>
      {children(() => dialog?.close())}
    </dialog>
  );
}
