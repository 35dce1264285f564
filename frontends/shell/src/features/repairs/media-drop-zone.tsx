import { useId, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { buttonClassName } from '../../components/ui/button';
import { useFileDialogState } from './file-dialog';
import { ACCEPT_ATTRIBUTE } from './upload-rules';
import styles from './upload-card.module.css';

interface MediaDropZoneProps {
  /** Every file dropped or picked, as they came: the card decides what it takes. */
  readonly onFilesChosen: (files: readonly File[]) => void;
  readonly disabled: boolean;
  /** The element saying why the last file was refused, while it does. */
  readonly errorId?: string;
}

/**
 * Where the photo or video comes in: dropped on the zone, or picked with its file input, which the whole
 * zone labels (a click anywhere opens it; keyboard users reach the input itself, and the zone shows its
 * focus). On a phone a second input opens the camera.
 */
export function MediaDropZone({ onFilesChosen, disabled, errorId }: MediaDropZoneProps) {
  const { t } = useTranslation();
  const formatsId = useId();
  const [dragging, setDragging] = useState(false);
  const { picking, dialogOpened, dialogSettled } = useFileDialogState();

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    dialogSettled();
    const files = Array.from(event.target.files ?? []);
    // Emptied, so that choosing the same file again is reported again.
    event.target.value = '';
    onFilesChosen(files);
  };

  const dropped = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFilesChosen(Array.from(event.dataTransfer.files));
  };

  const acceptDrag = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDragging(true);
  };

  // Browsers open a file input's dialog on Space only; the zone looks like a button, so Enter opens it too.
  const openOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  const fileInputProps = {
    type: 'file',
    accept: ACCEPT_ATTRIBUTE,
    className: 'visually-hidden',
    disabled,
    onClick: dialogOpened,
    onChange: picked,
    onKeyDown: openOnEnter,
    'aria-describedby': errorId ? `${formatsId} ${errorId}` : formatsId,
  } as const;

  return (
    <div className={styles.dropArea}>
      <label
        className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
        onDragEnter={acceptDrag}
        onDragOver={acceptDrag}
        onDragLeave={(event) => {
          // Leaving for one of the zone's own children is not leaving the zone.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={dropped}
      >
        <input {...fileInputProps} />
        <svg className={styles.dropIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.dropPrompt}>{t('repairs.upload.chooseFile')}</span>
        <span className={styles.dropHint}>{t('repairs.upload.dropPrompt')}</span>
      </label>
      <label className={`${buttonClassName('secondary')} ${styles.camera}`}>
        <input {...fileInputProps} capture="environment" />
        {t('repairs.upload.takePhoto')}
      </label>
      <p id={formatsId} className={styles.formats}>
        {t('repairs.upload.formats')}
      </p>
      <p role="status" className={styles.picking}>
        {picking ? t('repairs.upload.picking') : ''}
      </p>
    </div>
  );
}
