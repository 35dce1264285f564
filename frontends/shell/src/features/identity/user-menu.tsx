import type { AuthUser } from '@repairlens/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { AccountLinks } from './account-links';
import { displayName, initials } from '../../lib/display-name';
import styles from './user-menu.module.css';

/**
 * The signed-in user's menu in the navigation bar: a disclosure button and its list of links (not an ARIA
 * menu: these are links, reached with Tab). Escape closes it and gives the focus back to the button; a
 * click elsewhere or a navigation closes it too.
 */
export function UserMenu({ user }: { readonly user: AuthUser }) {
  const { t } = useTranslation();
  const listId = useId();
  const { pathname } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.userMenu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {user.profileImageUrl ? (
          <img className={styles.avatar} src={user.profileImageUrl} alt="" width={32} height={32} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(user)}
          </span>
        )}
        {/* The accessible name starts with the visible name (WCAG 2.5.3), then says what the button opens. */}
        <span className={styles.name}>{displayName(user)}</span>
        <span className="visually-hidden">, {t('identity.userMenu.label')}</span>
      </button>
      <div className={styles.panel} hidden={!open}>
        <p className={styles.signedInAs}>{t('identity.userMenu.signedInAs', { email: user.email })}</p>
        <AccountLinks user={user} id={listId} />
      </div>
    </div>
  );
}
