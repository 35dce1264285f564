import type { Region } from '@repairlens/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { showToast } from '../../components/toasts/toast-slice';
import { usePhotosUnderstood } from '../../lib/runtime-config';
import { buttonClassName } from '../../components/ui/button';
import { AnalysisOverlay } from './analysis-overlay';
import { MediaDropZone } from './media-drop-zone';
import { SelectedFilePreview } from './selected-file-preview';
import { DESCRIPTION_MAX_LENGTH, describesTheProblem, rejectionOf } from './upload-rules';
import { takeUploadDraft } from './upload-draft';
import { useRepairUpload, type RefusedUpload } from './use-repair-upload';
import styles from './upload-card.module.css';

interface UploadCardProps {
  readonly region?: Region;
  /** The upload was refused because no repair is left to spend (402): the payment options open. */
  readonly onPaymentRequired: (refused: RefusedUpload) => void;
  /** What the person has left to spend, worded by billing (the page puts it here, beside the button that spends it). */
  readonly balance?: ReactNode;
}

/**
 * The dashboard's upload card (product §3 to §5): one photo or video, an optional
 * description, the terms checkbox, and Submit, which stays disabled until there are a file and the
 * agreement. It is marked disabled rather than made inert, so that pressing it anyway says what is missing.
 */
export function UploadCard({ region, onPaymentRequired, balance }: UploadCardProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ids = {
    title: useId(),
    description: useId(),
    descriptionCount: useId(),
    descriptionWhy: useId(),
    requirements: useId(),
    fileError: useId(),
  };
  // Without a vision service nothing understands the photo: the guides are matched on words, so words are needed.
  const descriptionRequired = !usePhotosUnderstood();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [agreed, setAgreed] = useState(false);
  // Why the last file chosen was refused: stays beside the field until another file is chosen.
  const [fileError, setFileError] = useState<string | null>(null);
  // An upload kept while its person paid for it, back and ready to send.
  const [restored, setRestored] = useState(false);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const focusAfterChoice = useRef<'description' | 'submit' | null>(null);
  const { upload, progress, busy } = useRepairUpload({ region, onPaymentRequired });

  useEffect(() => {
    // No cleanup flag: under strict mode the first run takes the draft, and the component it sets is this one.
    void takeUploadDraft().then((draft) => {
      if (!draft) return;
      focusAfterChoice.current = 'submit';
      setFile(draft.file);
      setDescription(draft.description);
      // It was sent before, so its terms were agreed to.
      setAgreed(true);
      setRestored(true);
    });
  }, []);

  useEffect(() => {
    // The zone that had the focus is gone once a file is chosen: the focus goes on to what comes next.
    const target = focusAfterChoice.current === 'submit' ? submitButton.current : descriptionField.current;
    if (file && focusAfterChoice.current) target?.focus();
    focusAfterChoice.current = null;
  }, [file]);
  const ready = file !== null && agreed && !busy && (!descriptionRequired || describesTheProblem(description));
  const showRequirements = !ready && !busy;

  const uploadError = (message: string) => {
    setFileError(message);
    dispatch(showToast({ title: t('repairs.validation.uploadError'), description: message, variant: 'error' }));
  };

  const remind = (missing: 'fileRequired' | 'termsRequired' | 'descriptionRequired') =>
    dispatch(
      showToast({
        title: t(`repairs.validation.${missing}.title`),
        description: t(`repairs.validation.${missing}.description`),
        variant: 'error',
      }),
    );

  const chooseFiles = (files: readonly File[]) => {
    // None: the file dialog was cancelled, and the file chosen before stays.
    const [chosen, ...others] = files;
    if (!chosen) return;
    if (others.length > 0) return uploadError(t('repairs.validation.oneFileOnly'));
    const rejection = rejectionOf(chosen);
    if (rejection === 'invalid-type') return uploadError(t('repairs.validation.invalidFileType'));
    if (rejection === 'too-large') return uploadError(t('repairs.validation.fileTooLarge'));
    setFileError(null);
    focusAfterChoice.current = 'description';
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return remind('fileRequired');
    if (descriptionRequired && !describesTheProblem(description)) return remind('descriptionRequired');
    if (!agreed) return remind('termsRequired');
    void upload(file, description);
  };

  return (
    <section className={styles.card} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('repairs.upload.title')}</h2>
      <p className={styles.intro}>{t('repairs.upload.intro')}</p>
      <form className={styles.form} onSubmit={submit}>
        {file ? (
          <SelectedFilePreview
            file={file}
            onRemove={() => {
              setFile(null);
              setRestored(false);
            }}
            disabled={busy}
          />
        ) : (
          <MediaDropZone onFilesChosen={chooseFiles} disabled={busy} errorId={fileError ? ids.fileError : undefined} />
        )}
        {fileError && !file && (
          <p id={ids.fileError} role="alert" className={styles.fileError}>
            <strong>{t('common.labelled', { label: t('repairs.validation.uploadError') })}</strong> {fileError}
          </p>
        )}
        {restored && file && (
          <p role="status" className={styles.restored}>
            {t('repairs.upload.restored')}
          </p>
        )}

        <div className={styles.field}>
          <label htmlFor={ids.description}>
            {t(descriptionRequired ? 'repairs.upload.descriptionLabelRequired' : 'repairs.upload.descriptionLabel')}
          </label>
          {descriptionRequired && (
            <p id={ids.descriptionWhy} className={styles.counter}>
              {t('repairs.upload.descriptionWhy')}
            </p>
          )}
          <textarea
            ref={descriptionField}
            id={ids.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={DESCRIPTION_MAX_LENGTH}
            rows={4}
            placeholder={t('repairs.upload.descriptionHint')}
            aria-describedby={
              descriptionRequired ? `${ids.descriptionWhy} ${ids.descriptionCount}` : ids.descriptionCount
            }
            aria-required={descriptionRequired}
            disabled={busy}
          />
          <p id={ids.descriptionCount} className={styles.counter}>
            {t('repairs.upload.descriptionCount', { count: description.length, max: DESCRIPTION_MAX_LENGTH })}
          </p>
        </div>

        <label className={styles.terms}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            disabled={busy}
          />
          <span>
            <Trans
              i18nKey="repairs.upload.terms"
              components={{
                terms: <LegalLink href="/terms-of-service" />,
                privacy: <LegalLink href="/privacy-policy" />,
              }}
            />
          </span>
        </label>

        <div className={styles.submitRow}>
          <button
            ref={submitButton}
            type="submit"
            className={buttonClassName('primary', 'large')}
            aria-disabled={!ready}
            aria-describedby={showRequirements ? ids.requirements : undefined}
          >
            {t('repairs.upload.submit')}
          </button>
          {showRequirements && (
            <p id={ids.requirements} className={styles.requirements}>
              {t(
                descriptionRequired
                  ? 'repairs.upload.submitRequirementsWithDescription'
                  : 'repairs.upload.submitRequirements',
              )}
            </p>
          )}
        </div>
        {balance && <div className={styles.balance}>{balance}</div>}
      </form>
      {progress && <AnalysisOverlay progress={progress} />}
    </section>
  );
}

/** A legal page, opened in a new tab so the file and the text chosen here stay. */
function LegalLink({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('repairs.upload.opensInNewTab')}</span>
    </a>
  );
}
