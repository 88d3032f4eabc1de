import { clsx } from 'clsx';
import { useId } from 'react';
import {
  defineMessages,
  languageNames,
  languages,
  translate,
  useLanguage,
  useT,
  type Language,
} from '@/i18n/i18n';
import { chooseLanguage } from '@/i18n/language';
import { translateText } from '@/i18n/server-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import languageEn from '@/locales/en/language';
import { useSaveLanguage } from '../api/update-me';

const m = defineMessages('language', languageEn);

/**
 * English | اردو, each written in itself. Signed in (`signedIn`), the choice is saved for the member on the
 * server too; before sign-in it is kept in this browser and sent with the sign-up.
 */
export function LanguageSwitch({ signedIn = false, className }: { signedIn?: boolean; className?: string }) {
  const t = useT();
  const shown = useLanguage();
  const save = useSaveLanguage();
  const labelId = useId();

  async function choose(language: Language) {
    if (language === shown) return;
    await chooseLanguage(language, { signedIn });
    if (!signedIn) return;
    save.mutate(language, {
      onError: (error) =>
        void showToast('error', translateText(errorMessage(error, translate(m.saveFailed)))),
    });
  }

  return (
    <div role="radiogroup" aria-labelledby={labelId} className={clsx('flex items-center gap-2', className)}>
      <span id={labelId} className="sr-only">
        {t(m.choose)}
      </span>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          role="radio"
          aria-checked={language === shown}
          lang={language}
          dir="auto"
          disabled={save.isPending}
          onClick={() => void choose(language)}
          className={clsx(
            'min-h-11 min-w-20 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600',
            language === shown
              ? 'border-green-600 bg-green-600 text-white'
              : 'border-slate-200 bg-white text-slate-700 hover:border-green-600 hover:text-green-700',
          )}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
