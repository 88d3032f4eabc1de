import { walletResponseSchema, type AviatorRound } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { openAviatorRound } from '@/test/fixtures';
import { enter, isOff, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { useRecentRounds } from '../api/get-rounds';
import { AviatorGameCard } from './aviator-game';
import { useAviatorGame } from './use-aviator-game';

const open = openAviatorRound;
const roundId = open.id;
const cashedOut: AviatorRound = {
  ...open,
  status: 'CASHED_OUT',
  serverSeed: 'b'.repeat(64),
  settledAt: '2026-11-22T08:00:02.000Z',
  multiplier: 1.5,
  cashoutMultiplier: 1.5,
  winAmount: 7.5,
  crashPoint: 3.77,
};
const inPlayMessage = 'You already have a round in play. Cash out or wait for it to end.';

/** The API as the screen meets it; `round` answers the polls, `bet` the POSTs. */
function serve(options: {
  balance: () => number;
  list?: () => AviatorRound[];
  round?: () => AviatorRound;
  bet: (request: RecordedRequest) => Response;
}) {
  return mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/wallets/me') return jsonResponse({ currentBalance: options.balance() });
    if (path === '/api/aviator/rounds') return jsonResponse(options.list?.() ?? []);
    if (path === `/api/aviator/rounds/${roundId}`) return jsonResponse(options.round?.() ?? open);
    if (path === '/api/aviator/bet') return options.bet(request);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
}

/**
 * A $5 round that another tab cashes out for $7.50, paying it into the balance: when the returned
 * function is called, or when this screen's own Cash Out arrives (it is refused as too late).
 */
function serveRoundCashedOutElsewhere() {
  let balance = 20;
  let cashed = false;
  const cashOutElsewhere = () => {
    balance = 22.5;
    cashed = true;
  };
  serve({
    balance: () => balance,
    round: () => (cashed ? cashedOut : open),
    bet: (request) => {
      if ((request.body as { didCashout: boolean }).didCashout) {
        cashOutElsewhere();
        return jsonResponse({ error: 'CONFLICT', message: 'This round has already ended.' }, 409);
      }
      balance = 15;
      return jsonResponse({ round: open, balance: 15 }, 201);
    },
  });
  return cashOutElsewhere;
}

/** The game card as the aviator screen puts it together, with the balance the wallet query reads. */
function Screen() {
  const rounds = useRecentRounds();
  const game = useAviatorGame(rounds.items?.[0]);
  const wallet = useQuery({
    queryKey: queryKeys.wallet,
    queryFn: () => apiFetch('/wallets/me', { auth: 'member', schema: walletResponseSchema }),
  });
  return <AviatorGameCard game={game} balance={wallet.data?.currentBalance} maxBet={100} maxWin={1000} />;
}

function renderScreen() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <Screen /> }]);
}

const cashOutButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Cash Out' });

async function startRound() {
  await screen.findByText('$20.00');
  await enter(screen.getByLabelText('Bet amount'), '5');
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
}

describe('useAviatorGame', () => {
  it('never shows a multiplier past the last moment the server said the round was in play', async () => {
    const requests = serve({
      balance: () => 20,
      // The server's answers stop advancing at 400 ms (1.20×), as when polls are slow or the plane has
      // crashed and the server has not been asked since.
      round: () => ({ ...open, elapsedMs: 400, multiplier: 1.2 }),
      bet: (request) =>
        (request.body as { didCashout: boolean }).didCashout
          ? jsonResponse(
              { round: { ...cashedOut, multiplier: 1.2, cashoutMultiplier: 1.2, winAmount: 6 }, balance: 21 },
              200,
            )
          : jsonResponse({ round: open, balance: 15 }, 201),
    });
    renderScreen();
    await startRound();
    await waitFor(() => expect(screen.getByTestId('aviator-multiplier').textContent).toBe('1.20×'));
    // A second and a half on the member's clock would read 1.75× if the screen ran on alone.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId('aviator-multiplier').textContent).toBe('1.20×');
    await userEvent.click(cashOutButton());
    await waitFor(() =>
      expect(
        requests.some((request) => (request.body as { didCashout?: boolean } | undefined)?.didCashout),
      ).toBe(true),
    );
    // What the member pressed on is what the cash-out names (the server pays its own clock's figure).
    const cashOut = requests.find(
      (request) => (request.body as { didCashout?: boolean } | undefined)?.didCashout,
    );
    expect(cashOut?.body).toMatchObject({ didCashout: true, winAmount: 6, roundId });
  });

  it('starts again when the server took Start as the report of a crash nobody reported', async () => {
    let bets = 0;
    const requests = serve({
      balance: () => (bets >= 2 ? 15 : 20),
      bet: () => {
        bets += 1;
        if (bets === 1)
          return jsonResponse(
            { round: { ...open, id: crypto.randomUUID(), status: 'CRASHED', crashPoint: 1.2 }, balance: 20 },
            200,
          );
        return jsonResponse({ round: open, balance: 15 }, 201);
      },
    });
    renderScreen();
    await startRound();
    await waitFor(() => expect(isOff(cashOutButton())).toBe(false));
    const posts = requests.filter((request) => request.url.endsWith('/api/aviator/bet'));
    expect(posts).toHaveLength(2);
    expect(posts.map((request) => request.body)).toEqual([
      { betAmount: 5, didCashout: false, winAmount: 0 },
      { betAmount: 5, didCashout: false, winAmount: 0 },
    ]);
    // Two calls, two keys: the second is a new request, not a replay of the first.
    expect(posts[0]?.headers.get('idempotency-key')).not.toBe(posts[1]?.headers.get('idempotency-key'));
  });

  it('flies the round already in play when Start is refused for it, with the balance after its bet', async () => {
    let opened = false;
    serve({
      balance: () => (opened ? 15 : 20),
      list: () => (opened ? [{ ...open, elapsedMs: 800, multiplier: 1.4 }] : []),
      bet: () => {
        // The round was opened in another tab after this screen loaded its rounds.
        opened = true;
        return jsonResponse({ error: 'CONFLICT', message: inPlayMessage }, 409);
      },
    });
    renderScreen();
    await startRound();
    await waitFor(() => expect(isOff(cashOutButton())).toBe(false));
    expect(screen.getByTestId('aviator-result').textContent).toBe(
      'Flying… cash out before the plane flies away.',
    );
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$15.00'));
  });

  it('flies the round the server opened when the answer to Start was lost', async () => {
    let opened = false;
    serve({
      balance: () => (opened ? 15 : 20),
      list: () => (opened ? [open] : []),
      bet: () => {
        opened = true;
        return new Response('Bad gateway', { status: 502 });
      },
    });
    renderScreen();
    await startRound();
    await waitFor(() => expect(isOff(cashOutButton())).toBe(false));
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$15.00'));
  });

  it('shows the balance with the win when a poll finds the round cashed out', async () => {
    const cashOutElsewhere = serveRoundCashedOutElsewhere();
    renderScreen();
    await startRound();
    await screen.findByText('Flying… cash out before the plane flies away.');
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$15.00'));
    cashOutElsewhere();
    expect(await screen.findByText(/Cashed out at 1\.50×/)).toBeTruthy();
    expect(screen.getByTestId('aviator-result').textContent).toContain('won $7.50');
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$22.50'));
  });

  it('shows the balance with the win when Cash Out is refused for a round already cashed out', async () => {
    serveRoundCashedOutElsewhere();
    renderScreen();
    await startRound();
    await waitFor(() => expect(isOff(cashOutButton())).toBe(false));
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$15.00'));
    await userEvent.click(cashOutButton());
    expect(await screen.findByText(/Cashed out at 1\.50×/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$22.50'));
  });
});
