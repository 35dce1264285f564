import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { useUsersApi } from './api';
import { UserPanel, type PanelOutcome } from './user-panel';
import styles from './users.module.css';

/** Signs a person out everywhere, after the admin confirms. */
export function EndSessions({ userId, email }: { readonly userId: string; readonly email: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { useEndUserSessionsMutation } = useUsersApi();
  const [endSessions, { isLoading }] = useEndUserSessionsMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<PanelOutcome>(null);

  async function confirm() {
    try {
      const { ended } = await endSessions(userId).unwrap();
      setOutcome({ kind: 'done', text: t('sections.users.sessions.ended', { count: ended }) });
    } catch (error) {
      setOutcome({ kind: 'refused', text: serverMessage(asApiError(error)) ?? t('sections.users.sessions.failed') });
    }
    setConfirming(false);
  }

  return (
    <UserPanel heading={t('sections.users.sessions.heading')} outcome={outcome}>
      {confirming ? (
        <div role="group" aria-label={t('sections.users.sessions.confirmLabel')} className={styles.confirm}>
          <p>{t('sections.users.sessions.question', { email })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              disabled={isLoading}
              onClick={() => void confirm()}
            >
              {t('sections.users.sessions.confirm')}
            </button>
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setConfirming(false)}>
              {t('sections.users.sessions.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          onClick={() => {
            setOutcome(null);
            setConfirming(true);
          }}
        >
          {t('sections.users.sessions.endAll')}
        </button>
      )}
    </UserPanel>
  );
}
