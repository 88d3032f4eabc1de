import { currentLanguage } from './i18n';

type TextTranslator = (text: string) => string;

let translator: TextTranslator | null = null;

/** Set by the Urdu catalogue when it loads (`./urdu.ts`). */
export function setTextTranslator(next: TextTranslator) {
  translator = next;
}

/**
 * A text written in English elsewhere, in the language shown now: a validation message from the shared
 * contracts, or an error message the server answered. English returns it as is; Urdu looks it up among the
 * `errors` messages, whose English texts are patterns (`Minimum deposit is {amount}.`), and keeps the
 * English text when none matches.
 */
export function translateText(text: string): string {
  if (currentLanguage() === 'en' || translator === null) return text;
  return translator(text);
}
