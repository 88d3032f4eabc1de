import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCents, leftToRightIsolate, withClockLeftToRight, type Language } from '@earnflow/contracts';
import { businessMomentFormat, businessMomentText } from '../business-day';
import { en } from './messages.en';
import { ur } from './messages.ur';

/** A text of the server's catalogue (`messages.en.ts`). */
export type MessageKey = keyof typeof en;
export type MessageValues = Readonly<Record<string, string>>;

export const catalogues: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, ur };

const instances = new Map<Language, I18n>();

/** The language's Lingui instance, its catalogue compiled on first use (once per process). */
function i18nFor(language: Language): I18n {
  let found = instances.get(language);
  if (found === undefined) {
    const compiled = Object.fromEntries(
      Object.entries(catalogues[language]).map(([key, text]) => [key, compileMessage(text)]),
    );
    found = setupI18n({ locale: language, messages: { [language]: compiled } });
    instances.set(language, found);
  }
  return found;
}

/** A text of the catalogue in the member's language, its `{name}` values filled in as given. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return i18nFor(language)._(key, values);
}

/**
 * A value that must read left to right inside an Urdu sentence (an amount, an account number, a transaction
 * ID, an address): wrapped in a left-to-right isolate (U+2066 … U+2069). English is returned as is.
 */
export function ltr(language: Language, value: string): string {
  return language === 'ur' ? leftToRightIsolate(value) : value;
}

/**
 * Free text inside an Urdu sentence (a name, a title, a reason an admin typed), in English or Urdu: a
 * first-strong isolate (U+2068 … U+2069) keeps it in its own direction without turning the sentence around.
 */
export function isolate(language: Language, value: string): string {
  return language === 'ur' ? `\u2068${value}\u2069` : value;
}

/** An amount of cents as members read it in a sentence: "$5.00". */
export function amountText(language: Language, cents: number): string {
  return ltr(language, formatCents(cents));
}

const urduMoment = businessMomentFormat('ur-PK');

/**
 * An instant on Pakistan's clock: "2 Dec 2026, 1:00 pm"; in Urdu "2 دسمبر، 2026، 1:00 PM", its clock kept
 * left to right.
 */
export function momentText(language: Language, at: Date): string {
  return language === 'ur' ? withClockLeftToRight(urduMoment.formatToParts(at)) : businessMomentText(at);
}
