import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiError, serverMessage } from '../../../shared/api/error-message';
import { ADMIN_NAMESPACE } from '../i18n';
import styles from './admin-ui.module.css';

/** The heading every section starts with; the console frame labels its content region with it. */
export function SectionHeading({ children, actions }: { readonly children: ReactNode; readonly actions?: ReactNode }) {
  return (
    <div className={styles.sectionHeading}>
      <h2 id="admin-section-title">{children}</h2>
      {actions}
    </div>
  );
}

export function SectionLoading() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <p role="status" className={styles.muted}>
      {t('loading')}
    </p>
  );
}

/**
 * What a section shows while its data loads or when the request failed (with the server's message and a
 * way to try again), and its content once the data is there.
 */
export function QueryState<Data>({
  query,
  children,
}: {
  readonly query: { data?: Data; isLoading: boolean; error?: unknown; refetch: () => unknown };
  readonly children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (query.error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{serverMessage(asApiError(query.error)) ?? t('loadFailed')}</p>
        <button type="button" className={styles.button} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  if (query.isLoading || query.data === undefined) return <SectionLoading />;
  return <>{children(query.data)}</>;
}
