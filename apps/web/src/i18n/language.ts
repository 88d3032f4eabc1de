import { i18n, isLanguage, type Language } from './i18n';

const storageKey = 'language';

/** The language this browser last chose, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first guess before anyone chooses: Urdu when the browser lists Urdu before English, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ur') return 'ur';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** What the app opens in: the browser's remembered choice, else the browser's language. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** Marks the document for the language: `lang`, and `dir="rtl"` for Urdu. */
function markDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ur' ? 'rtl' : 'ltr';
}

let urduLoaded: Promise<void> | undefined;

/** Urdu's catalogue (and font), fetched and loaded once; a failed fetch is tried again next time. */
function loadUrdu(): Promise<void> {
  urduLoaded ??= import('./urdu').then(
    ({ urduMessages }) => i18n.load('ur', urduMessages),
    (error: unknown) => {
      urduLoaded = undefined;
      throw error;
    },
  );
  return urduLoaded;
}

/**
 * Shows the app in `language`: Urdu's catalogue and font load first (one chunk, fetched once). `remember`
 * keeps the choice in this browser for the next visit before sign-in.
 */
export async function showLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (language === 'ur') await loadUrdu();
  if (remember) {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Private browsing without storage: the choice lasts for this page.
    }
  }
  markDocument(language);
  if (i18n.locale !== language) i18n.activate(language);
}

const chosenBeforeSignInKey = 'languageChosenBeforeSignIn';

/**
 * A member's choice from a menu: shown and remembered in this browser. Made before sign-in, it is also noted
 * for this visit, so that signing in saves it for the account instead of taking the account's back.
 */
export async function chooseLanguage(language: Language, { signedIn }: { signedIn: boolean }) {
  await showLanguage(language, { remember: true });
  try {
    if (signedIn) sessionStorage.removeItem(chosenBeforeSignInKey);
    else sessionStorage.setItem(chosenBeforeSignInKey, language);
  } catch {
    // No storage: the account's language wins at sign-in.
  }
}

/** The language chosen before signing in during this visit, once (it is forgotten as it is read). */
export function takeLanguageChosenBeforeSignIn(): Language | null {
  try {
    const value = sessionStorage.getItem(chosenBeforeSignInKey);
    sessionStorage.removeItem(chosenBeforeSignInKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
