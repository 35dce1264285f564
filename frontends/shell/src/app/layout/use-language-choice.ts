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
 * A signed-in person's account language wins over this browser's: the page switches to it. An account without
 * one took its browser's at sign-in (on the server); it changes only when the person chooses.
 */
export function useAccountLocale(): void {
  const user = useAuthUser();
  const userId = user?.id;
  const accountLocale = user?.locale;
  useEffect(() => {
    if (userId && accountLocale && accountLocale !== currentLocale()) void changeLocale(accountLocale);
  }, [userId, accountLocale]);
}
