import { readStored, writeStored } from '../../lib/browser-storage';

/** Local-storage key of the cookie banner's answer (product §2). */
export const COOKIE_CONSENT_KEY = 'repairlens.cookieConsent';

/** Unset, then accepted (Accept) or dismissed (the close button). */
export type CookieConsent = 'accepted' | 'dismissed';

export function storedCookieConsent(): CookieConsent | null {
  const value = readStored('local', COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'dismissed' ? value : null;
}

export function storeCookieConsent(consent: CookieConsent): void {
  writeStored('local', COOKIE_CONSENT_KEY, consent);
}

/**
 * Marks `<html>` when this browser has answered, before the app runs: a page rendered at build time shows the
 * notice (as a first visit does) until the app takes it over, and the notice's CSS hides it meanwhile.
 */
export function markAnsweredCookieNotice(): void {
  if (storedCookieConsent()) document.documentElement.dataset.cookieConsent = 'answered';
}
