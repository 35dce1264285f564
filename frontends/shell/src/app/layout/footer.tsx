import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language/language-switch';
import { useRuntimeConfig } from '../../lib/runtime-config';
import styles from './footer.module.css';
import { useLanguageChoice } from './use-language-choice';

export function Footer() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const chooseLanguage = useLanguageChoice();

  const links = [
    { to: '/pricing', label: t('footer.pricing') },
    { to: '/gallery', label: t('footer.gallery') },
    { to: '/contractors', label: t('footer.contractors') },
    { to: '/contractors/signup', label: t('footer.contractorSignup') },
    { to: '/privacy-policy', label: t('footer.privacyPolicy') },
    { to: '/terms-of-service', label: t('footer.termsOfService') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Laid out before the addresses arrive (they are links from then on), so the footer never grows. */}
        <ul className={styles.links} aria-label={t('footer.contactLabel')}>
          <li>
            <a href={config && `mailto:${config.privacyEmail}`}>{t('footer.privacyRequests')}</a>
          </li>
          <li>
            <a href={config && `mailto:${config.supportEmail}`}>{t('footer.support')}</a>
          </li>
        </ul>
        <p className={styles.availability}>{t('footer.availability')}</p>
        <p className={styles.language}>
          <LanguageSwitch variant="named" onChoose={chooseLanguage} />
        </p>
      </div>
    </footer>
  );
}
