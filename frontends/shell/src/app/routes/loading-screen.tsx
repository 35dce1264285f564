import { useTranslation } from '../../i18n/translation';
import { SpinnerScreen } from '../../components/spinner/spinner';

/** Shown at start until the signed-in user (and the first page) are known. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return <SpinnerScreen label={t('common.loading')} showLabel />;
}
