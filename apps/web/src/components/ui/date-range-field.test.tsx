import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { todayInPakistan } from '@/lib/pakistan-days';
import { DateRangeField, todayRange, type DateRange } from './date-range-field';

function format(date: Date): string {
  return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

/** A list's filters: a date range and a Clear filters button that puts back today to today (in Pakistan). */
function Filters({ initial }: { initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeField label="Date range" value={range} onChange={setRange} />
      <button type="button" onClick={() => setRange(todayRange())}>
        Clear filters
      </button>
    </>
  );
}

describe('DateRangeField', () => {
  it('shows the range it is given, and a new one when it changes from outside', async () => {
    const start = new Date(2026, 0, 3);
    const end = new Date(2026, 0, 9);
    render(<Filters initial={{ start, end }} />);
    const field = screen.getByLabelText<HTMLInputElement>('Date range');
    expect(field.value).toBe(`${format(start)} - ${format(end)}`);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    const today = format(todayInPakistan());
    expect(field.value).toBe(`${today} - ${today}`);
  });
});
