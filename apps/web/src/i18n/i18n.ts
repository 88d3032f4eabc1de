import { i18n, type MessageDescriptor } from '@lingui/core';
import { leftToRightIsolate } from '@earnflow/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The member app's languages (docs/decisions/0185). English is the default and is written in the code's
 * message modules (`src/locales/en/*.ts`); Urdu is one catalogue (`src/locales/ur/*.ts`) loaded only when a
 * member reads Urdu, with its font.
 */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ur';
}

/** The `Intl` locale each language formats numbers, money and dates with. */
export const intlLocales: Record<Language, string> = { en: 'en-GB', ur: 'ur-PK' };

/** Each language's name written in itself, as a language menu shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ur: 'اردو' };

// English needs no catalogue: every message carries its English text (compiled at build time).
i18n.load('en', {});
i18n.activate('en');

export { i18n };

/** The language the app shows now. */
export function currentLanguage(): Language {
  return i18n.locale === 'ur' ? 'ur' : 'en';
}

/** The `Intl` locale of the language shown now ("en-GB" or "ur-PK"). */
export function currentIntlLocale(): string {
  return intlLocales[currentLanguage()];
}

export type Messages<Keys extends string> = Readonly<Record<Keys, MessageDescriptor>>;

/**
 * A namespace's messages as descriptors: id `namespace.key`, the English text as the message (what shows
 * when the language is English, or when a translation is missing). `namespace` is the message module's file
 * name under `src/locales/en/` (a test holds the two together).
 */
export function defineMessages<Keys extends string>(
  namespace: string,
  english: Readonly<Record<Keys, unknown>>,
): Messages<Keys> {
  const descriptors = {} as Record<Keys, MessageDescriptor>;
  for (const key of Object.keys(english) as Keys[]) {
    // After the build's compile step an English text is a compiled message, which Lingui reads as is.
    descriptors[key] = { id: `${namespace}.${key}`, message: english[key] as string };
  }
  return descriptors;
}

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** A message in the language shown now, outside React (toasts, document titles, formatters). */
export const translate: Translate = (descriptor, values) => i18n._({ ...descriptor, values });

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/**
 * The translate function for a component: the component draws again when the language changes. Works
 * without a provider (the app's Providers add Lingui's for `<Trans>`).
 */
export function useT(): Translate {
  const locale = useSyncExternalStore(subscribe, () => i18n.locale);
  // A new function per language, so memoised children that take it draw again too.
  return translatorFor(locale);
}

const translators = new Map<string, Translate>();
function translatorFor(locale: string): Translate {
  let found = translators.get(locale);
  if (found === undefined) {
    found = (descriptor, values) => i18n._({ ...descriptor, values });
    translators.set(locale, found);
  }
  return found;
}

/** The language shown now, for components that format by it; draws again when it changes. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, () => i18n.locale);
  return currentLanguage();
}

/** A message module's translation: a text for every key of the English module, and no other key. */
export type Translation<English> = Readonly<Record<keyof English, string>>;

/**
 * A value kept left-to-right inside a sentence of either direction (an amount, an account number, an
 * e-mail address): wrapped in Unicode's left-to-right isolate, so "-$5.00" or "AB12CD" reads the same in
 * Urdu. English text is returned as is.
 */
export function ltr(value: string | number): string {
  return currentLanguage() === 'ur' ? leftToRightIsolate(String(value)) : String(value);
}
