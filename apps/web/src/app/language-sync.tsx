import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage } from '@/i18n/i18n';
import { initialLanguage, showLanguage, takeLanguageChosenBeforeSignIn } from '@/i18n/language';
import { meQuery } from '@/features/profile/api/get-me';
import { getMemberToken } from '@/lib/session';
import { useSaveLanguage } from '@/features/profile/api/update-me';

/**
 * Keeps the shown language right as the app moves (docs/decisions/0185): the admin console in English;
 * a signed-in member in their account's language (or, once, the one they chose on the sign-in screens just
 * before, which is then saved for the account); anyone else in this browser's choice or language.
 */
export function LanguageSync() {
  const { pathname } = useLocation();
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
  const signedIn = !admin && getMemberToken() !== null;
  const { data: me } = useQuery({ ...meQuery, enabled: signedIn });
  const save = useSaveLanguage();
  const { mutate } = save;
  const accountLanguage = signedIn ? me?.language : undefined;

  useEffect(() => {
    if (admin) {
      if (currentLanguage() !== 'en') void showLanguage('en');
      return;
    }
    if (accountLanguage === undefined) {
      const wanted = initialLanguage();
      if (wanted !== currentLanguage()) void showLanguage(wanted);
      return;
    }
    const chosen = takeLanguageChosenBeforeSignIn();
    if (chosen !== null && chosen !== accountLanguage) {
      mutate(chosen);
      if (chosen !== currentLanguage()) void showLanguage(chosen, { remember: true });
      return;
    }
    if (accountLanguage !== currentLanguage()) void showLanguage(accountLanguage, { remember: true });
  }, [admin, accountLanguage, mutate]);

  return null;
}
