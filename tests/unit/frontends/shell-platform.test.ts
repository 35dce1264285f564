import { expect } from 'chai';
import {
  COOKIE_CONSENT_KEY,
  storeCookieConsent,
  storedCookieConsent,
} from '../../../frontends/shell/src/features/cookie-consent/consent';
import { pickLocale } from '../../../frontends/shell/src/i18n/locale';
import { useFakeStorage } from './fake-storage';

describe('shell platform', () => {
  describe('locale', () => {
    it('formats for en-US when the browser prefers it, for fr-CA when it prefers French, for en-CA otherwise', () => {
      expect(pickLocale(['en-US', 'en'])).to.equal('en-US');
      expect(pickLocale(['fr-CA', 'en-CA'])).to.equal('fr-CA');
      expect(pickLocale(['en-ca'])).to.equal('en-CA');
      expect(pickLocale(['de-DE', 'en'])).to.equal('en-CA');
      expect(pickLocale([])).to.equal('en-CA');
    });

    it('gives the two locales their own date formats through Intl', () => {
      const date = new Date(Date.UTC(2025, 6, 30, 12));
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).to.equal(
        'July 30, 2025',
      );
      expect(new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: 'UTC' }).format(date)).to.equal(
        '2025-07-30',
      );
      expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(date)).to.equal(
        '7/30/25',
      );
    });
  });

  describe('cookie consent', () => {
    const storage = useFakeStorage();

    it('is unset, then "accepted" or "dismissed" under a product-specific key', () => {
      expect(storedCookieConsent()).to.equal(null);
      storeCookieConsent('accepted');
      expect(storage.local.getItem(COOKIE_CONSENT_KEY)).to.equal('accepted');
      expect(COOKIE_CONSENT_KEY).to.equal('repairlens.cookieConsent');
      storeCookieConsent('dismissed');
      expect(storedCookieConsent()).to.equal('dismissed');
    });

    it('treats anything else stored there as no answer', () => {
      storage.local.setItem(COOKIE_CONSENT_KEY, 'yes please');
      expect(storedCookieConsent()).to.equal(null);
    });
  });
});
