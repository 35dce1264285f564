import { useEffect, useState } from 'react';

/**
 * How long the page waits, once it has the focus back from a file dialog, for the chosen file to arrive
 * before it takes the dialog for cancelled (product §9). Browsers give the focus back a
 * moment before they report the file.
 */
export const FILE_DIALOG_CANCEL_MS = 300;

/**
 * Whether a file dialog (or the phone's camera) opened by the page is still open: from the click that
 * opens it until a file arrives, or until the page has had the focus back for 300 ms without one.
 */
export function useFileDialogState(): {
  readonly picking: boolean;
  readonly dialogOpened: () => void;
  readonly dialogSettled: () => void;
} {
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (!picking) return;
    let timer: number | undefined;
    const focusBack = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPicking(false), FILE_DIALOG_CANCEL_MS);
    };
    window.addEventListener('focus', focusBack);
    return () => {
      window.removeEventListener('focus', focusBack);
      window.clearTimeout(timer);
    };
  }, [picking]);

  return { picking, dialogOpened: () => setPicking(true), dialogSettled: () => setPicking(false) };
}
