import type { ReactNode } from 'react';
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

interface RetryScreenProps {
  readonly title: string;
  readonly description: string;
  readonly retry: RetryProps;
  readonly otherAction?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A failure that trying again may mend: what happened, Try again and any `otherAction`, then anything more
 * (`children`).
 */
function RetryScreen({ title, description, retry, otherAction, children }: RetryScreenProps) {
  return (
    <section className={styles.screen}>
      <h1>{title}</h1>
      <p>{description}</p>
      <div className={styles.actions}>
        <TryAgainButton {...retry} />
        {otherAction}
      </div>
      {children}
    </section>
  );
}

/** A page's code could not be fetched (offline, a deployment in progress, the admin remote down). */
export function PageLoadFailure(retry: RetryProps) {
  const { t } = useTranslation();
  return (
    <RetryScreen title={t('errors.pageLoad.title')} description={t('errors.pageLoad.description')} retry={retry} />
  );
}

/** A page threw while rendering. */
export function RenderErrorScreen(retry: RetryProps) {
  const { t } = useTranslation();
  const supportEmail = useSupportEmail();
  return (
    <RetryScreen
      title={t('errors.render.title')}
      description={t('errors.render.description')}
      retry={retry}
      otherAction={
        <button type="button" className={buttonClassName('secondary')} onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </button>
      }
    >
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
    </RetryScreen>
  );
}
