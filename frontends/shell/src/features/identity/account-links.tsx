import type { AuthUser } from '@repairlens/contract';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router-dom';
import { CUSTOMER_PORTAL_PATH } from '../../lib/server-paths';
import { useSignOut } from './sign-out';
import styles from './account-links.module.css';

interface AccountLinksProps {
  readonly user: AuthUser;
  readonly id?: string;
}

/**
 * The user menu's entries (product §2), in the desktop drop-down and in the mobile menu alike.
 * Manage Subscription is a server page (the payment provider's portal): a plain link, a full page load.
 */
export function AccountLinks({ user, id }: AccountLinksProps) {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();

  const pages = [
    { to: '/account', label: t('identity.userMenu.accountSettings') },
    { to: '/pricing', label: t('identity.userMenu.pricing') },
    { to: '/gallery', label: t('identity.userMenu.gallery') },
    { to: '/contractor-requests', label: t('identity.userMenu.contractorRequests') },
    // A contractor's own pages: the application's review, the listing and the leads.
    ...(user.roles.includes('contractor')
      ? [{ to: '/contractor-dashboard', label: t('identity.userMenu.contractorDashboard') }]
      : []),
  ];

  return (
    <ul id={id} className={styles.links}>
      {pages.map((page) => (
        <li key={page.to}>
          <Link to={page.to} className={styles.item}>
            {page.label}
          </Link>
        </li>
      ))}
      {user.subscriptionStatus === 'active' && (
        <li>
          <a href={CUSTOMER_PORTAL_PATH} className={styles.item}>
            {t('identity.userMenu.manageSubscription')}
          </a>
        </li>
      )}
      <li>
        <button type="button" className={styles.item} onClick={signOut} disabled={signingOut}>
          {signingOut ? t('identity.userMenu.signingOut') : t('identity.userMenu.signOut')}
        </button>
      </li>
    </ul>
  );
}
