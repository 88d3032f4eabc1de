import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { en } from './messages.en';
import { ur } from './messages.ur';
import { amountText, isolate, ltr, momentText, translate } from './translate';

/** The names of a message's `{values}` (plain, or the argument of a plural or select). */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (typeof format === 'object' && format !== null)
        for (const [choice, nested] of Object.entries(format))
          if (choice !== 'offset' && Array.isArray(nested)) walk(nested as typeof tokens);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const tags = (message: string) => message.match(/<\/?\d+>/g) ?? [];

describe('the server catalogue', () => {
  it('has an Urdu text for every English key, and no Urdu key English does not have', () => {
    const english = Object.keys(en).sort();
    const urdu = Object.keys(ur).sort();
    expect(urdu.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !urdu.includes(key))).toEqual([]);
    for (const text of Object.values(ur)) expect(text.trim()).not.toBe('');
  });

  it.each(Object.keys(en) as (keyof typeof en)[])(
    '%s compiles in both languages, with the same values and link marks',
    (key) => {
      expect(() => compileMessageOrThrow(en[key])).not.toThrow();
      expect(() => compileMessageOrThrow(ur[key])).not.toThrow();
      expect(valueNames(ur[key])).toEqual(valueNames(en[key]));
      expect(tags(ur[key])).toEqual(tags(en[key]));
    },
  );

  it('writes Urdu in Urdu script, with Latin digits and Urdu punctuation', () => {
    for (const [key, text] of Object.entries(ur)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
      // Eastern Arabic digits (۰-۹) would read differently from the amounts beside them.
      expect(text, key).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
      // A sentence ends with the Urdu full stop, not a Latin one.
      expect(text, key).not.toMatch(/[\u0600-\u06FF]\.(\s|$)/);
    }
  });
});

describe('translate', () => {
  it('fills the values in the language asked for, and English exactly as written', () => {
    expect(translate('en', 'notice.depositCompleted.message', { amount: '$5.00' })).toBe(
      'Your deposit of $5.00 has been added to your balance.',
    );
    expect(translate('ur', 'notice.depositCompleted.message', { amount: amountText('ur', 500) })).toBe(
      'آپ کا \u2066$5.00\u2069 کا ڈپازٹ آپ کے بیلنس میں شامل کر دیا گیا ہے۔',
    );
    // A value is put in as it is, never read as a message of its own.
    expect(translate('en', 'mail.hello', { name: "O'Brien {x}" })).toBe("Hello O'Brien {x},");
  });

  it('keeps amounts, account numbers and names in their own direction in Urdu only', () => {
    expect(amountText('en', 123_456)).toBe('$1,234.56');
    expect(amountText('ur', 123_456)).toBe('\u2066$1,234.56\u2069');
    expect(ltr('en', 'AB23CD45EF')).toBe('AB23CD45EF');
    expect(ltr('ur', 'AB23CD45EF')).toBe('\u2066AB23CD45EF\u2069');
    expect(isolate('en', 'Ali Raza')).toBe('Ali Raza');
    expect(isolate('ur', 'علی رضا')).toBe('\u2068علی رضا\u2069');
  });

  it('tells an instant on Pakistan’s clock in either language', () => {
    const at = new Date('2026-12-02T08:00:00Z');
    expect(momentText('en', at)).toBe('2 Dec 2026, 1:00 pm');
    expect(momentText('ur', at)).toMatch(/^2 دسمبر، 2026، \u20661:00/);
  });
});
