import type { Ref } from 'react';
import { useTranslation } from '../../i18n/translation';
import styles from './file-chooser.module.css';

interface FileChooserProps {
  /** What the file is for: the field's label, and the name screen readers give the file input. */
  readonly label: string;
  readonly accept: string;
  /** The file chosen, shown by its name; null says none is. */
  readonly chosen: File | null;
  /** The input comes along so the caller can clear it (the same file can then be chosen again). */
  readonly onChoose: (file: File | null, input: HTMLInputElement) => void;
  readonly disabled?: boolean;
  readonly className?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file field whose button and "no file chosen" are in the page's language: the browser's own file input words
 * them in the browser's language ("Choose File" on an English browser showing the site in French). The input
 * stays, out of sight, for the keyboard and screen readers; what is shown in its place is hidden from them, as
 * the input itself tells them the same.
 */
export function FileChooser({ label, accept, chosen, onChoose, disabled, className, inputRef }: FileChooserProps) {
  const { t } = useTranslation();
  return (
    <label className={className}>
      <span>{label}</span>
      <span className={styles.chooser}>
        <input
          ref={inputRef}
          type="file"
          className="visually-hidden"
          accept={accept}
          disabled={disabled}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null, event.target)}
        />
        <span aria-hidden="true" className={styles.button}>
          {t('common.file.choose')}
        </span>
        <span aria-hidden="true" className={styles.fileName}>
          {chosen?.name ?? t('common.file.none')}
        </span>
      </span>
    </label>
  );
}
