import type { Region, RepairOutcomeName, RepairStatusName } from '@repairlens/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { asApiError } from '../../../../shared/api/error-message';
import { showToast } from '../../components/toasts/toast-slice';
import { SIGN_IN_PATH } from '../../lib/server-paths';
import { useSubmitRepairRequestMutation } from './api';
import { badgeKindOf, deliveredNothing } from './repair-outcome';
import { uploadFailureOf } from './upload-rules';

/** "Analysis Complete!" shows this long before the repair page opens (product §9). */
export const OPEN_REPAIR_DELAY_MS = 1000;

/** "You are logged out" shows this long before the browser goes to sign in (product §8, §9). */
export const SIGN_IN_DELAY_MS = 500;

/** Where an upload stands: its file leaving the browser, then the server writing the instructions. */
export type UploadProgress =
  { readonly stage: 'sending'; readonly sentFraction: number } | { readonly stage: 'analyzing' };

interface RepairUploadOptions {
  /** The user's region, for the repair's Hire a Pro link. */
  readonly region?: Region;
  /** Called when the upload is refused for want of a repair to spend (402): the payment options open. */
  readonly onPaymentRequired: (refused: RefusedUpload) => void;
}

/** The upload a 402 refused: kept, so that it can be sent once a repair is paid for. */
export interface RefusedUpload {
  readonly file: File;
  readonly description: string;
}

export interface RepairUploadFlow {
  readonly upload: (file: File, description: string) => Promise<void>;
  /** Null when no upload is under way. */
  readonly progress: UploadProgress | null;
  /** An upload is under way, or has succeeded and its repair page is about to open. */
  readonly busy: boolean;
}

/**
 * The upload flow of product §4 and §8: progress while the file is sent and analysed; then
 * "Analysis Complete!" and the repair page 1 s later; "Unauthorized" and sign-in 0.5 s later; the payment
 * options for a 402; "Upload Failed" for anything else. A repair the server is still working on when it
 * stops waiting opens all the same: its page updates itself.
 */
export function useRepairUpload({ region, onPaymentRequired }: RepairUploadOptions): RepairUploadFlow {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [submitRepairRequest] = useSubmitRepairRequestMutation();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [repairPath, setRepairPath] = useState<string | null>(null);

  useEffect(() => {
    if (!repairPath) return;
    const timer = window.setTimeout(() => void navigate(repairPath), OPEN_REPAIR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [repairPath, navigate]);

  const upload = async (file: File, description: string) => {
    setProgress({ stage: 'sending', sentFraction: 0 });
    try {
      const created = await submitRepairRequest({
        file,
        description,
        region,
        locale: i18n.language,
        onUploadProgress: (sentFraction) =>
          setProgress(sentFraction < 1 ? { stage: 'sending', sentFraction } : { stage: 'analyzing' }),
      }).unwrap();
      const outcome = toastOf(created.status, created.outcome);
      dispatch(
        showToast({
          title: t(`repairs.outcome.${outcome}.title`),
          description: t(`repairs.outcome.${outcome}.description`),
        }),
      );
      setRepairPath(`/repair/${created.id}`);
    } catch (error) {
      const failure = uploadFailureOf(asApiError(error));
      if (failure.kind === 'signed-out') {
        dispatch(
          showToast({
            title: t('repairs.outcome.unauthorized.title'),
            description: t('repairs.outcome.unauthorized.description'),
            variant: 'error',
          }),
        );
        // Not cleared on unmount: whatever page shows by then, the sign-in must happen.
        window.setTimeout(() => window.location.assign(SIGN_IN_PATH), SIGN_IN_DELAY_MS);
      } else if (failure.kind === 'payment-required') {
        onPaymentRequired({ file, description });
      } else {
        dispatch(
          showToast({
            title: t('repairs.outcome.failed.title'),
            description: failure.message ?? t('repairs.outcome.failed.fallback'),
            variant: 'error',
          }),
        );
      }
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, busy: progress !== null || repairPath !== null };
}

/** "Analysis Complete!" only for steps to follow: a result that asks for more detail or stops for safety says so. */
function toastOf(status: RepairStatusName, outcome: RepairOutcomeName) {
  if (status !== 'completed') return 'pending';
  const kind = badgeKindOf(status, outcome);
  return deliveredNothing(kind) ? kind : 'complete';
}
