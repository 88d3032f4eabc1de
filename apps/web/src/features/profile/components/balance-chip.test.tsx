import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceChip } from './balance-chip';

describe('BalanceChip', () => {
  it('toggles between USD and PKR with one decimal on each click', () => {
    render(<BalanceChip balance={12.5} />);
    const chip = screen.getByRole('button', { name: 'Toggle currency' });
    expect(chip).toHaveProperty('textContent', '$12.5');

    fireEvent.click(chip);
    expect(chip).toHaveProperty('textContent', 'Rs 3,500.0');

    fireEvent.click(chip);
    expect(chip).toHaveProperty('textContent', '$12.5');
  });
});
