import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BalanceChip } from './balance-chip';

describe('BalanceChip', () => {
  it('toggles between USD and PKR with one decimal on each click', async () => {
    render(<BalanceChip balance={12.5} />);
    const chip = screen.getByRole('button', { name: /balance, show in/ });
    expect(chip.textContent).toBe('$12.5');

    await userEvent.click(chip);
    expect(chip.textContent).toBe('Rs 3,500.0');

    await userEvent.click(chip);
    expect(chip.textContent).toBe('$12.5');
  });

  it('is announced by the amount it shows, then what a click does (WCAG 2.5.3, label in name)', async () => {
    render(<BalanceChip balance={12.5} />);
    const chip = screen.getByRole('button', { name: '$12.5 balance, show in PKR' });
    await userEvent.click(chip);
    expect(screen.getByRole('button', { name: 'Rs 3,500.0 balance, show in USD' })).toBe(chip);
  });

  it.each([
    [44.65, '$44.6', 'Rs 12,502.0', '$44.65'],
    [15.05, '$15.0', 'Rs 4,214.0', '$15.05'],
    [0.99, '$0.9', 'Rs 277.2', '$0.99'],
    [44.7, '$44.7', 'Rs 12,516.0', '$44.70'],
    [0.57, '$0.5', 'Rs 159.6', '$0.57'],
  ])(
    'never shows more than the balance: %s reads %s and %s, exactly %s on hover',
    async (balance, usd, pkr, exact) => {
      render(<BalanceChip balance={balance} />);
      const chip = screen.getByRole('button', { name: /balance, show in/ });
      expect(chip.textContent).toBe(usd);
      expect(chip.title).toBe(`${exact}: show in PKR`);
      await userEvent.click(chip);
      expect(chip.textContent).toBe(pkr);
    },
  );
});
