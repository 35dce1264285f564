import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { useBrowserValue } from '../../lib/browser-value';
import { storeCookieConsent, storedCookieConsent, type CookieConsent } from './consent';
import styles from './cookie-banner.module.css';

/**
 * The cookie notice, shown until the person answers. RepairLens sets only the cookies it needs (the
 * session), so the notice informs rather than asks; either answer hides it for good.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  // A page rendered at build time shows the notice, as a first visit does.
  const storedConsent = useBrowserValue(storedCookieConsent, null);
  const [consent, setConsent] = useState<CookieConsent | null>(null);

  if (consent ?? storedConsent) return null;

  const answer = (value: CookieConsent) => {
    storeCookieConsent(value);
    setConsent(value);
  };

  return (
    <section className={styles.banner} aria-label={t('cookieConsent.label')}>
      <p className={styles.text}>
        {t('cookieConsent.text')} <Link to="/privacy-policy">{t('cookieConsent.learnMore')}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('primary')} onClick={() => answer('accepted')}>
          {t('cookieConsent.accept')}
        </button>
        <button
          type="button"
          className={styles.close}
          aria-label={t('cookieConsent.close')}
          onClick={() => answer('dismissed')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
