import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceChip } from './balance-chip';

describe('BalanceChip', () => {
  it('toggles between USD and PKR with one decimal on each click', () => {
    render(<BalanceChip balance={12.5} />);
    const chip = screen.getByRole('button', { name: /balance, show in/ });
    expect(chip.textContent).toBe('$12.5');

    fireEvent.click(chip);
    expect(chip.textContent).toBe('Rs 3,500.0');

    fireEvent.click(chip);
    expect(chip.textContent).toBe('$12.5');
  });

  it('is announced by the amount it shows, then what a click does (WCAG 2.5.3, label in name)', () => {
    render(<BalanceChip balance={12.5} />);
    const chip = screen.getByRole('button', { name: '$12.5 balance, show in PKR' });
    fireEvent.click(chip);
    expect(screen.getByRole('button', { name: 'Rs 3,500.0 balance, show in USD' })).toBe(chip);
  });
});
