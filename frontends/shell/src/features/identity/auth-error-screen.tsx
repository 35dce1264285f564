import { useTranslation } from '../../i18n/translation';
import { useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { SIGN_IN_PATH } from '../../lib/server-paths';
import styles from './identity.module.css';

/** The code of a failed sign-in: the server sends the browser back to `/?error=<code>`. */
export function useSignInErrorCode(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('error') || null;
}

/** Failures the person can do something about get a sentence of their own; any other code the general one. */
const REASONS = {
  account_exists: 'identity.authError.accountExists',
  email_unverified: 'identity.authError.emailUnverified',
} as const;

function reasonKey(code: string) {
  return Object.hasOwn(REASONS, code) ? REASONS[code as keyof typeof REASONS] : 'identity.authError.description';
}

/** Shown instead of the page to a visitor whose sign-in failed (product §2). */
export function AuthErrorScreen({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  usePageMeta({ title: t('identity.authError.title'), description: t('identity.authError.description') });
  return (
    <section className={styles.screen} aria-labelledby="auth-error-title">
      <h1 id="auth-error-title">{t('identity.authError.title')}</h1>
      <p>{t(reasonKey(code))}</p>
      {/* Try Again starts a new sign-in: a server page, so a plain link. */}
      <a href={SIGN_IN_PATH} className={buttonClassName('primary')}>
        {t('common.tryAgain')}
      </a>
      <p className={styles.detail}>{t('identity.authError.code', { code })}</p>
    </section>
  );
}

/** A signed-in-only page whose user has signed out meanwhile (another tab, an expired session). */
export function SignInRequired() {
  const { t } = useTranslation();
  return (
    <section className={styles.screen} aria-labelledby="sign-in-required-title">
      <h1 id="sign-in-required-title">{t('identity.signInRequired.title')}</h1>
      <p>{t('identity.signInRequired.description')}</p>
      <a href={SIGN_IN_PATH} className={buttonClassName('primary')}>
        {t('nav.signIn')}
      </a>
    </section>
  );
}
