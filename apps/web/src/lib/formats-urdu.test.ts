import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { urduDateLocale } from '@/components/ui/urdu-date-locale';
import { showLanguage } from '@/i18n/language';
import { formatDateTime, formatDay } from './date';
import { formatPkr, formatUsd } from './money';

const lri = '\u2066';
const pdi = '\u2069';

describe('amounts and dates in Urdu', () => {
  beforeAll(() => showLanguage('ur'));
  afterAll(() => showLanguage('en'));

  it('formats money with Intl for ur-PK, kept left to right', () => {
    expect(formatUsd(1234.5)).toBe(
      `${lri}${new Intl.NumberFormat('ur-PK', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(1234.5)}${pdi}`,
    );
    expect(formatUsd(1234.5)).toMatch(/\$1,234\.50/);
    expect(formatPkr(3500)).toMatch(/Rs\s?3,500\.00/);
    expect(formatUsd(-5)).toMatch(/^\u2066.*5\.00\u2069$/);
    // Rounds to nothing: no minus sign, as in English.
    expect(formatUsd(-0.001)).not.toMatch(/[-−]/);
  });

  it('writes dates in Urdu with the clock kept left to right, in Pakistan time', () => {
    const written = formatDateTime('2026-12-03T15:18:00Z');
    expect(written).toMatch(/دسمبر/);
    expect(written).toContain(`${lri}8:18`);
    expect(written.endsWith('پاکستانی وقت')).toBe(true);
    expect(formatDay('2026-11-28')).toMatch(/^28 نومبر،? 2026$/);
  });

  it('gives the date pickers Urdu month and weekday names', () => {
    expect(format(new Date(2026, 11, 3), 'LLLL yyyy', { locale: urduDateLocale })).toBe('دسمبر 2026');
    // 3 December 2026 is a Thursday: جمعرات.
    expect(format(new Date(2026, 11, 3), 'EEEE', { locale: urduDateLocale })).toBe('جمعرات');
    expect(format(new Date(2026, 11, 3), 'MM/dd/yyyy', { locale: urduDateLocale })).toBe('12/03/2026');
  });
});
