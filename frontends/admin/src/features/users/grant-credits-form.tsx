import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { asApiError, serverMessage } from '../../../../shared/api/error-message';
import ui from '../../components/admin-ui.module.css';
import { ADMIN_NAMESPACE } from '../../i18n';
import { GRANT_LIMITS, useUsersApi } from './api';
import {
  asksForReauthentication,
  forgetPendingGrant,
  keepPendingGrant,
  pendingGrantFor,
  reauthenticationPath,
} from './reauthentication';
import { UserPanel, type PanelOutcome } from './user-panel';
import styles from './users.module.css';

interface Problems {
  readonly credits?: boolean;
  readonly reason?: boolean;
}

function problemsOf(credits: string, reason: string): Problems {
  const amount = Number(credits);
  const wholeInRange =
    credits.trim() !== '' &&
    Number.isInteger(amount) &&
    amount >= GRANT_LIMITS.minCredits &&
    amount <= GRANT_LIMITS.maxCredits;
  const trimmed = reason.trim();
  return {
    ...(wholeInRange ? {} : { credits: true }),
    ...(trimmed.length > 0 && trimmed.length <= GRANT_LIMITS.reasonMaxLength ? {} : { reason: true }),
  };
}

/**
 * Gives a person one-time credits with a reason; the answer shows their new balance. When the server asks for a
 * recent sign-in first, the admin goes through the provider's sign-in and back here, where the grant they were
 * making is filled in again.
 */
export function GrantCreditsForm({ userId }: { readonly userId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { pathname, search } = useLocation();
  const { useGrantCreditsMutation } = useUsersApi();
  const [grant, { isLoading }] = useGrantCreditsMutation();
  const [kept] = useState(() => pendingGrantFor(userId));
  const [credits, setCredits] = useState(kept?.credits ?? '');
  const [reason, setReason] = useState(kept?.reason ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<PanelOutcome>(() =>
    kept ? { kind: 'done', text: t('sections.users.grant.signedInAgain') } : null,
  );
  const [mustSignInAgain, setMustSignInAgain] = useState(false);
  useEffect(() => forgetPendingGrant(), []);
  const creditsId = useId();
  const reasonId = useId();
  const creditsProblemId = useId();
  const reasonProblemId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    setMustSignInAgain(false);
    const found = problemsOf(credits, reason);
    setProblems(found);
    if (found.credits || found.reason) return;
    try {
      const receipt = await grant({ id: userId, credits: Number(credits), reason: reason.trim() }).unwrap();
      setOutcome({
        kind: 'done',
        text: t('sections.users.grant.granted', { count: receipt.granted, balance: receipt.creditsAfter }),
      });
      setCredits('');
      setReason('');
    } catch (error) {
      const apiError = asApiError(error);
      if (asksForReauthentication(apiError)) {
        keepPendingGrant(userId, { credits, reason });
        setMustSignInAgain(true);
        return;
      }
      setOutcome({ kind: 'refused', text: serverMessage(apiError) ?? t('sections.users.grant.failed') });
    }
  }

  return (
    <UserPanel heading={t('sections.users.grant.heading')} outcome={outcome}>
      <form noValidate className={styles.grantForm} onSubmit={(event) => void submit(event)}>
        <div className={ui.field}>
          <label htmlFor={creditsId}>{t('sections.users.grant.credits')}</label>
          <input
            id={creditsId}
            type="number"
            inputMode="numeric"
            min={GRANT_LIMITS.minCredits}
            max={GRANT_LIMITS.maxCredits}
            step={1}
            value={credits}
            aria-invalid={problems.credits ? true : undefined}
            aria-describedby={problems.credits ? creditsProblemId : undefined}
            onChange={(event) => setCredits(event.target.value)}
          />
          {problems.credits && (
            <span id={creditsProblemId} className={ui.fieldError}>
              {t('sections.users.grant.creditsProblem', {
                min: GRANT_LIMITS.minCredits,
                max: GRANT_LIMITS.maxCredits,
              })}
            </span>
          )}
        </div>
        <div className={ui.field}>
          <label htmlFor={reasonId}>{t('sections.users.grant.reason')}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={GRANT_LIMITS.reasonMaxLength}
            rows={3}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? reasonProblemId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problems.reason && (
            <span id={reasonProblemId} className={ui.fieldError}>
              {t('sections.users.grant.reasonProblem', { max: GRANT_LIMITS.reasonMaxLength })}
            </span>
          )}
        </div>
        <div>
          <button type="submit" className={ui.button} disabled={isLoading}>
            {t('sections.users.grant.submit')}
          </button>
        </div>
      </form>
      {mustSignInAgain && (
        <div role="alert" className={`${ui.error} ${styles.notice}`}>
          <p>{t('sections.users.grant.signInAgain')}</p>
          <a className={ui.button} href={reauthenticationPath(pathname + search)}>
            {t('sections.users.grant.signInAgainAction')}
          </a>
        </div>
      )}
    </UserPanel>
  );
}
