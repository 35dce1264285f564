import { useCallback, useEffect } from 'react';
import type { SupportedLocale } from '../../i18n/locale';
import { changeLocale, currentLocale } from '../../i18n';
import { useUpdateProfileMutation } from '../../features/identity/api';
import { useAuthUser } from '../../lib/auth';

/**
 * Choosing a language: the page switches and this browser remembers it; a signed-in person's account is told
 * too, so that their e-mails follow and their other devices open in it.
 */
export function useLanguageChoice(): (locale: SupportedLocale) => void {
  const user = useAuthUser();
  const [updateProfile] = useUpdateProfileMutation();
  return useCallback(
    (locale: SupportedLocale) => {
      void changeLocale(locale);
      if (user && user.locale !== locale) void updateProfile({ locale });
    },
    [user, updateProfile],
  );
}

/**
 * A signed-in person's account language wins over this browser's: the page switches to it. An account that has
 * none yet takes the language the person is reading in now (their browser's, or their choice as a visitor).
 */
export function useAccountLocale(): void {
  const user = useAuthUser();
  const [updateProfile] = useUpdateProfileMutation();
  const userId = user?.id;
  const accountLocale = user?.locale;
  useEffect(() => {
    if (!userId || accountLocale === undefined) return;
    if (accountLocale === null) void updateProfile({ locale: currentLocale() });
    else if (accountLocale !== currentLocale()) void changeLocale(accountLocale);
  }, [userId, accountLocale, updateProfile]);
}
