import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAviatorRound } from '@/test/fixtures';
import { AviatorGameCard } from './aviator-game';
import type { AviatorGame, GamePhase } from './use-aviator-game';
import { enter } from '@/test/utils';

function game(phase: GamePhase): AviatorGame {
  return {
    phase,
    multiplier: 100,
    round: phase === 'idle' ? undefined : openAviatorRound,
    error: undefined,
    start: vi.fn(),
    cashOut: vi.fn(),
  };
}

function renderCard(played: AviatorGame) {
  return render(<AviatorGameCard game={played} balance={10} maxBet={100} maxWin={1000} />);
}

describe('AviatorGameCard', () => {
  it('moves focus to the bet field, which names its error, when Start is refused', async () => {
    const played = game('idle');
    renderCard(played);
    const bet = screen.getByLabelText('Bet amount');
    await enter(bet, '0.5');
    const start = screen.getByRole('button', { name: 'Start' });
    start.focus();
    await userEvent.click(start);

    expect(played.start).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(bet);
    const describedBy = bet.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The minimum bet is $1.00.');
  });

  it('keeps a busy Start focusable and ignores its clicks', async () => {
    const played = game('starting');
    renderCard(played);
    const start = screen.getByRole('button', { name: 'Starting...' });
    expect(start.hasAttribute('disabled')).toBe(false);
    expect(start.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(start);
    expect(played.start).not.toHaveBeenCalled();
  });

  it('keeps a busy Cash Out focusable and ignores its clicks', async () => {
    const played = game('cashing');
    renderCard(played);
    const cashOut = screen.getByRole('button', { name: 'Cashing out...' });
    expect(cashOut.hasAttribute('disabled')).toBe(false);
    expect(cashOut.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(cashOut);
    expect(played.cashOut).not.toHaveBeenCalled();
  });

  it('cashes out while the round is running', async () => {
    const played = game('running');
    renderCard(played);
    const cashOut = screen.getByRole('button', { name: 'Cash Out' });
    expect(cashOut.hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(cashOut);
    expect(played.cashOut).toHaveBeenCalledOnce();
  });

  it('names the multiplier with visually hidden text, not an aria-label on a paragraph', () => {
    const { container } = renderCard(game('idle'));
    const multiplier = screen.getByTestId('aviator-multiplier');
    expect(multiplier.textContent).toBe('1.00×');
    expect(multiplier.parentElement?.textContent).toBe('Multiplier 1.00×');
    expect(screen.getByText('Multiplier').className).toContain('sr-only');
    expect(container.querySelector('p[aria-label]')).toBeNull();
  });
});
