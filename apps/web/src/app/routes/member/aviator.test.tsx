import type { AviatorRound } from '@earnflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAviatorRound } from '@/test/fixtures';
import { enter, isOff, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import AviatorPage from './aviator';

const open = openAviatorRound;
const roundId = open.id;
const revealed = { serverSeed: 'b'.repeat(64), settledAt: '2026-11-22T08:00:02.000Z' };
const fairness = { serverSeedHash: 'c'.repeat(64), clientSeed: 'lucky', nonce: 3, maxBet: 100, maxWin: 1000 };

/** The API as the screen meets it; `round` answers the polls, `bet` the POSTs. */
function serve(options: {
  balance?: () => number;
  round?: () => AviatorRound;
  list?: AviatorRound[];
  bet?: (request: RecordedRequest) => Response | Promise<Response>;
}) {
  return mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/wallets/me') return jsonResponse({ currentBalance: options.balance?.() ?? 20 });
    if (path === '/api/aviator/fairness') return jsonResponse(fairness);
    if (path === '/api/aviator/rounds') return jsonResponse(options.list ?? []);
    if (path === `/api/aviator/rounds/${roundId}`) return jsonResponse(options.round?.() ?? open);
    if (path === '/api/aviator/bet' && options.bet) return options.bet(request);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
}

function renderPage() {
  localStorage.setItem('userToken', 'token');
  return renderRoutes([{ path: '/', element: <AviatorPage /> }]);
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

describe('Aviator screen', () => {
  it('blocks Start for a bet under 1 or above the balance, sending nothing', async () => {
    const requests = serve({});
    renderPage();
    await screen.findByText('$20.00');
    expect(screen.getByTestId('aviator-multiplier').textContent).toBe('1.00×');
    await enter(screen.getByLabelText('Bet amount'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The minimum bet is $1.00.')).toBeTruthy();
    await enter(screen.getByLabelText('Bet amount'), '21');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Your bet is above your balance.')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
    expect(isOff(screen.getByRole('button', { name: 'Cash Out' }))).toBe(true);
  });

  it('disables Start when the balance is below 1', async () => {
    serve({ balance: () => 0.5 });
    renderPage();
    expect(await screen.findByText('You need at least $1.00 to play.')).toBeTruthy();
    expect(isOff(screen.getByRole('button', { name: 'Start' }))).toBe(true);
  });

  it('starts, cashes out and shows what the server paid, not what the client thought', async () => {
    let balance = 20;
    const requests = serve({
      balance: () => balance,
      bet: (request) => {
        const body = request.body as { didCashout: boolean; roundId?: string };
        balance = body.didCashout ? 22.5 : 15;
        if (!body.didCashout) return jsonResponse({ round: open, balance: 15 }, 201);
        return jsonResponse({
          round: {
            ...open,
            ...revealed,
            status: 'CASHED_OUT',
            multiplier: 1.5,
            cashoutMultiplier: 1.5,
            winAmount: 7.5,
            crashPoint: 3.77,
          },
          balance: 22.5,
        });
      },
    });
    renderPage();
    await screen.findByText('$20.00');
    await enter(screen.getByLabelText('Bet amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Flying… cash out before the plane flies away.');
    const [start] = posts(requests);
    expect(start?.body).toEqual({ betAmount: 5, didCashout: false, winAmount: 0 });
    expect(start?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(isOff(screen.getByRole('button', { name: 'Start' }))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    expect(await screen.findByText(/Cashed out at 1\.50×/)).toBeTruthy();
    expect(screen.getByTestId('aviator-result').textContent).toContain('won $7.50');
    expect(posts(requests)[1]?.body).toMatchObject({ didCashout: true, roundId, betAmount: 5 });
    await waitFor(() => expect(screen.getByTestId('aviator-balance').textContent).toBe('$22.50'));
    expect(screen.getByRole('link', { name: 'Verify this round' }).getAttribute('href')).toBe(
      `/aviator/verify/${roundId}`,
    );
  });

  it("shows 'Crashed!' when the server says the plane crashed, and reports it", async () => {
    let polls = 0;
    const crashed = { ...open, ...revealed, status: 'CRASHED' as const, multiplier: 1.25, crashPoint: 1.25 };
    const requests = serve({
      round: () => {
        polls += 1;
        return polls < 2 ? { ...open, elapsedMs: 200, multiplier: 1.1 } : crashed;
      },
      bet: (request) => {
        const body = request.body as { roundId?: string };
        return body.roundId === undefined
          ? jsonResponse({ round: open, balance: 15 }, 201)
          : jsonResponse({ round: crashed, balance: 15 });
      },
    });
    renderPage();
    await screen.findByText('$20.00');
    await enter(screen.getByLabelText('Bet amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Crashed!')).toBeTruthy();
    expect(screen.getByTestId('aviator-result').textContent).toBe(
      'Crashed! The plane flew away at 1.25×. You lost $5.00.',
    );
    await waitFor(() =>
      expect(posts(requests)[1]?.body).toEqual({ betAmount: 5, didCashout: false, winAmount: 0, roundId }),
    );
  });

  it('lets the answer to a cash-out on its way settle the round, even when a poll sees the crash first', async () => {
    const crashed = { ...open, ...revealed, status: 'CRASHED' as const, multiplier: 1.25, crashPoint: 1.25 };
    let polls = 0;
    let cashingOut = false;
    const requests = serve({
      // The round is still flying until the cash-out is on its way; polls after that see the crash.
      round: () => {
        if (!cashingOut) return open;
        polls += 1;
        return crashed;
      },
      bet: (request) => {
        const body = request.body as { didCashout: boolean };
        if (!body.didCashout) return jsonResponse({ round: open, balance: 15 }, 201);
        cashingOut = true;
        // The server received the cash-out before the crash and pays it, answering after a poll.
        const paid = {
          ...open,
          ...revealed,
          status: 'CASHED_OUT' as const,
          multiplier: 1.2,
          cashoutMultiplier: 1.2,
          winAmount: 6,
          crashPoint: 1.25,
        };
        return new Promise<Response>((resolve) => {
          const answer = () => {
            if (polls > 0) resolve(jsonResponse({ round: paid, balance: 21 }));
            else setTimeout(answer, 20);
          };
          answer();
        });
      },
    });
    renderPage();
    await screen.findByText('$20.00');
    await enter(screen.getByLabelText('Bet amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Flying… cash out before the plane flies away.');
    await userEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    expect(await screen.findByText(/Cashed out at 1\.20×/)).toBeTruthy();
    expect(screen.queryByText('Crashed!')).toBeNull();
    expect(polls).toBeGreaterThan(0);
    // No crash report: the round ended in the cash-out.
    expect(posts(requests)).toHaveLength(2);
  });

  it('picks up a round still in play when the member comes back', async () => {
    const requests = serve({ list: [{ ...open, elapsedMs: 1500, multiplier: 1.75 }] });
    renderPage();
    expect(await screen.findByText('Flying… cash out before the plane flies away.')).toBeTruthy();
    expect(isOff(screen.getByRole('button', { name: 'Cash Out' }))).toBe(false);
    expect(posts(requests)).toHaveLength(0);
  });
});
