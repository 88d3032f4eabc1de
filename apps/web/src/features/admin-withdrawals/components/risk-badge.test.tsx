import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RiskBadge, riskLevel } from './risk-badge';

describe('riskLevel', () => {
  it('bands the score, High from the default review threshold', () => {
    expect([0, 1, 24, 25, 49, 50, 100].map(riskLevel)).toEqual([
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('RiskBadge', () => {
  it('colours the score by its band and keeps the reasons closed until asked', async () => {
    render(
      <RiskBadge
        risk={{
          score: 35,
          reasons: [
            { code: 'NEW_DEVICE', points: 15, text: 'A new device was first seen in the last 24 hours.' },
            { code: 'PASSWORD_CHANGED', points: 20, text: 'The password was changed in the last 24 hours.' },
          ],
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Risk score 35, medium: show the reasons' });
    expect(button.textContent).toBe('35 · Medium');
    expect(button.querySelector('span')?.className).toContain('bg-amber-50');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listitem')).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Risk score 35, medium: hide the reasons' })).toBe(button);
    // Largest first, each with the points it adds.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '+20The password was changed in the last 24 hours.',
      '+15A new device was first seen in the last 24 hours.',
    ]);
  });

  it('is red from 50 and a plain badge when nothing adds to it', () => {
    const { unmount } = render(
      <RiskBadge
        risk={{ score: 100, reasons: [{ code: 'LINKED_ACCOUNTS', points: 40, text: 'Linked.' }] }}
      />,
    );
    expect(screen.getByRole('button').querySelector('span')?.className).toContain('bg-red-50');
    expect(screen.getByRole('button').textContent).toBe('100 · High');
    unmount();

    render(<RiskBadge risk={{ score: 0, reasons: [] }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('0 · No risk').className).toContain('bg-slate-100');
  });
});
