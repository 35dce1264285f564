import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language/language-switch';
import { buttonClassName } from '../../components/ui/button';
import { AccountLinks } from '../../features/identity/account-links';
import { FreeFixesCounter } from '../../features/billing/free-fixes-counter';
import { UserMenu } from '../../features/identity/user-menu';
import { useRegion } from '../../features/pricing/region-context';
import { RegionPicker } from '../../features/pricing/region-picker';
import { canAccess, useAuthUser } from '../../lib/auth';
import { SIGN_IN_PATH } from '../../lib/server-paths';
import styles from './navigation-bar.module.css';
import { useFoldedNavigation } from './use-folded-navigation';
import { useAccountLocale, useLanguageChoice } from './use-language-choice';

interface NavigationLink {
  readonly to: string;
  readonly label: string;
  /** Highlighted only on this exact path (the dashboard at /), not under it. */
  readonly end?: boolean;
}

/**
 * Logo, page links (the current one highlighted), the region and currency selector with the language switch,
 * the free fixes counter and the user menu, or Sign In.
 * When they no longer fit in one row (a phone, a tablet with a long name) the links, the counter and the user
 * menu's entries fold into one menu behind a toggle; Escape closes it and gives the focus back to the toggle.
 */
export function NavigationBar() {
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  const { currency } = useRegion();
  const bar = useRef<HTMLElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const chooseLanguage = useLanguageChoice();
  useAccountLocale();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links: NavigationLink[] = [
    ...(user ? [{ to: '/', label: t('nav.dashboard'), end: true }] : []),
    { to: '/pricing', label: t('nav.pricing') },
    { to: '/gallery', label: t('nav.gallery') },
    { to: '/contractors', label: t('nav.contractors') },
    ...(canAccess(user, 'admin') ? [{ to: '/admin', label: t('nav.admin') }] : []),
  ];
  // What the row holds: its width changes with the person, their balance, the links, the currency, the language.
  const folded = useFoldedNavigation(
    { bar, lead: logo, menu },
    JSON.stringify([user, links.length, currency, i18n.language]),
  );

  return (
    <header className={styles.header}>
      <nav ref={bar} className={folded ? `${styles.bar} ${styles.folded}` : styles.bar} aria-label={t('nav.label')}>
        <Link ref={logo} to="/" className={styles.logo} aria-label={t('nav.home')}>
          <svg className={styles.logoMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {t('common.brand')}
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <div ref={menu} id="site-menu" className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.regionPicker}>
            <RegionPicker />
            <LanguageSwitch variant="compact" onChoose={chooseLanguage} />
          </div>
          {user ? (
            <div className={styles.account}>
              <FreeFixesCounter user={user} />
              {/* A drop-down in the row; its entries inline in the folded menu. */}
              <div className={styles.wideOnly}>
                <UserMenu user={user} />
              </div>
              <div className={styles.narrowOnly}>
                <AccountLinks user={user} />
              </div>
            </div>
          ) : (
            // Sign-in is a server page: a plain link, a full page load.
            <a href={SIGN_IN_PATH} className={buttonClassName('primary')}>
              {t('nav.signIn')}
            </a>
          )}
        </div>
      </nav>
    </header>
  );
}
