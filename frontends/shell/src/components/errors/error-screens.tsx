import { Trans, useTranslation } from '../../i18n/translation';
import { useSupportEmail } from '../../lib/runtime-config';
import { GoHomePage } from '../page/simple-page';
import { buttonClassName } from '../ui/button';
import { TryAgainButton } from '../ui/try-again-button';
import styles from './error-screens.module.css';

interface RetryProps {
  readonly onRetry: () => void;
  /** A retry is under way: the button waits for it. */
  readonly retrying: boolean;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <GoHomePage title={t('errors.notFound.title')} description={t('errors.notFound.description')} />;
}

/** A page's code could not be fetched (offline, a deployment in progress, the admin remote down). */
export function PageLoadFailure({ onRetry, retrying }: RetryProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.screen}>
      <h1>{t('errors.pageLoad.title')}</h1>
      <p>{t('errors.pageLoad.description')}</p>
      <div className={styles.actions}>
        <TryAgainButton onRetry={onRetry} retrying={retrying} />
      </div>
    </section>
  );
}

/** A page threw while rendering. */
export function RenderErrorScreen({ onRetry, retrying }: RetryProps) {
  const { t } = useTranslation();
  const supportEmail = useSupportEmail();
  return (
    <section className={styles.screen}>
      <h1>{t('errors.render.title')}</h1>
      <p>{t('errors.render.description')}</p>
      <div className={styles.actions}>
        <TryAgainButton onRetry={onRetry} retrying={retrying} />
        <button type="button" className={buttonClassName('secondary')} onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </button>
      </div>
      <p className={styles.support}>
        {supportEmail ? (
          <Trans
            i18nKey="errors.render.supportWithEmail"
            values={{ email: supportEmail }}
            components={{ mail: <a href={`mailto:${supportEmail}`} /> }}
          />
        ) : (
          t('errors.render.support')
        )}
      </p>
    </section>
  );
}
