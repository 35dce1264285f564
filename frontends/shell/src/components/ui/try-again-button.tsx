import { useTranslation } from '../../i18n/translation';
import { buttonClassName, type ButtonVariant } from './button';

interface TryAgainButtonProps {
  readonly onRetry: () => void;
  /** A retry is under way: the button waits for it. */
  readonly retrying?: boolean;
  readonly variant?: ButtonVariant;
}

/** "Try again", where something failed to load. */
export function TryAgainButton({ onRetry, retrying = false, variant = 'primary' }: TryAgainButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={buttonClassName(variant)} onClick={onRetry} disabled={retrying}>
      {t('common.tryAgain')}
    </button>
  );
}
