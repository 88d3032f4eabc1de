import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { setTextTranslator } from '@/i18n/server-text';
import { FormAlert } from './form-alert';
import { LoadError } from './load-error';
import { Modal } from './modal';
import { PageSummary, Pagination } from './pagination';
import { TextField } from './text-field';

/** A stand-in for the `errors` catalogue: only the central hand-over is under test here. */
const serverTexts: Record<string, string> = { 'Name is required.': 'نام لکھنا ضروری ہے۔' };

describe('shared components in Urdu', () => {
  beforeEach(async () => {
    await showLanguage('ur');
    setTextTranslator((text) => serverTexts[text] ?? text);
  });
  afterEach(async () => {
    // The real translator back, for the tests that run after these in this worker.
    setTextTranslator((await import('@/i18n/urdu')).translateEnglishText);
    await showLanguage('en');
  });

  it('counts the rows shown, the range kept left to right', () => {
    const { container } = render(<PageSummary page={2} pageSize={20} total={53} noun="ڈپازٹس" />);
    expect(container.textContent).toBe('53 ڈپازٹس میں سے \u206621–40\u2069');
  });

  it('names the page buttons, their chevrons mirrored', () => {
    render(<Pagination page={2} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'صفحات' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'پچھلا' });
    expect(previous.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100');
    expect(screen.getByRole('button', { name: 'اگلا' })).toBeTruthy();
  });

  it('shows a field error and a form alert from English in Urdu', () => {
    render(
      <>
        <TextField label="نام" error="Name is required." />
        <FormAlert message="Name is required." />
      </>,
    );
    expect(screen.getByLabelText('نام').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('نام لکھنا ضروری ہے۔')).toHaveLength(2);
    expect(screen.queryByText('Name is required.')).toBeNull();
  });

  it('offers to try again and to close in Urdu', () => {
    render(<LoadError what="آج کے ٹاسک" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('ہم آج کے ٹاسک لوڈ نہیں کر سکے۔');
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeTruthy();
    render(
      <Modal open onClose={vi.fn()} title="رسید">
        <p>…</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'بند کریں' })).toBeTruthy();
  });
});
