import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { formatSignedUsd } from './wallet-movements';

describe('formatSignedUsd in Urdu', () => {
  beforeEach(() => showLanguage('ur'));
  afterEach(() => showLanguage('en'));

  it('keeps the plus sign before the amount, the two read left to right', () => {
    const shown = formatSignedUsd(12.5);
    expect(shown.startsWith('\u2066+')).toBe(true);
    expect(shown.endsWith('\u2069')).toBe(true);
    expect(shown).toContain('12.50');
  });
});
