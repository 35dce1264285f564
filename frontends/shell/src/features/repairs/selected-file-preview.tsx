import { useCallback } from 'react';
import { useTranslation } from '../../i18n/translation';
import { formatFileSize } from './file-size';
import { isVideo } from './upload-rules';
import styles from './upload-card.module.css';

interface SelectedFilePreviewProps {
  readonly file: File;
  readonly onRemove: () => void;
  readonly disabled: boolean;
}

/** The chosen file: a thumbnail of a photo, or a video's name; its size; a way to remove it. */
export function SelectedFilePreview({ file, onRemove, disabled }: SelectedFilePreviewProps) {
  const { t, i18n } = useTranslation();
  // The photo is shown from an object URL that lives as long as its <img> (a ref with a cleanup).
  const showPhoto = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <figure className={styles.preview} aria-label={t('repairs.upload.selectedFile')}>
      {isVideo(file) ? (
        <svg className={styles.videoIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="6" width="13" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 10 5-3v10l-5-3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      ) : (
        <img ref={showPhoto} className={styles.thumbnail} alt={t('repairs.upload.previewAlt', { name: file.name })} />
      )}
      <figcaption className={styles.fileFacts}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.fileSize}>{formatFileSize(file.size, i18n.language)}</span>
      </figcaption>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('repairs.upload.remove', { name: file.name })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </figure>
  );
}
