import type { SpinState } from '@earnflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { SpinScreen } from './spin-screen';

const unavailable = () => jsonResponse({ error: 'SERVICE_UNAVAILABLE', message: 'Try again later.' }, 503);
const noWheel: SpinState = { segments: [], spinsLeft: 1, spinsPerDay: 1 };

describe('Spin screen when the wheel does not come', () => {
  it('says the wheel did not load, not that it is not ready, and Try again loads it', async () => {
    let failing = true;
    mockFetch(() => (failing ? unavailable() : jsonResponse(noWheel)));
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <SpinScreen /> }]);

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the wheel.');
    expect(screen.queryByText('The wheel is not ready yet')).toBeNull();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('The wheel is not ready yet');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws a long label smaller, or squeezed to its room, and a short one as it was', async () => {
    const segment = (id: number, label: string) => ({
      id: `00000000-0000-4000-8000-00000000000${String(id)}`,
      label,
      amount: 1,
      colour: '#16a34a',
    });
    const wheel: SpinState = {
      segments: [segment(1, '$5'), segment(2, 'Jackpot $10000'), segment(3, 'W'.repeat(40))],
      spinsLeft: 1,
      spinsPerDay: 1,
    };
    mockFetch(() => jsonResponse(wheel));
    localStorage.setItem('userToken', 'token');
    const { container } = renderRoutes([{ path: '/', element: <SpinScreen /> }]);

    await screen.findByRole('img', { name: /Prize wheel/ });
    const label = (text: string) => {
      const found = Array.from(container.querySelectorAll('text')).find((item) => item.textContent === text);
      if (!found) throw new Error(`no label ${text}`);
      return found;
    };
    expect(label('$5').getAttribute('font-size')).toBe('14');
    expect(label('$5').hasAttribute('textLength')).toBe(false);
    expect(Number(label('Jackpot $10000').getAttribute('font-size'))).toBeLessThan(14);
    expect(label('Jackpot $10000').hasAttribute('textLength')).toBe(false);
    expect(label('W'.repeat(40)).getAttribute('textLength')).toBe('110');
    expect(label('W'.repeat(40)).getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
  });

  it('keeps Spin Now off while the wheel is reloaded for a prize it did not have', async () => {
    const segment = (id: number, label: string) => ({
      id: `00000000-0000-4000-8000-00000000000${String(id)}`,
      label,
      amount: 1,
      colour: '#16a34a',
    });
    const before: SpinState = { segments: [segment(1, '$1')], spinsLeft: 1, spinsPerDay: 1 };
    const after: SpinState = { segments: [segment(1, '$1'), segment(2, '$2')], spinsLeft: 0, spinsPerDay: 1 };
    let reloadWheel: (() => void) | undefined;
    let wheelCalls = 0;
    mockFetch((request) => {
      if (request.method === 'POST')
        return jsonResponse({
          id: '00000000-0000-4000-8000-0000000000c1',
          result: '$2',
          amount: 2,
          segment: segment(2, '$2'),
          spinsLeft: 0,
        });
      wheelCalls += 1;
      if (wheelCalls === 1) return jsonResponse(before);
      return new Promise<Response>((resolve) => {
        reloadWheel = () => resolve(jsonResponse(after));
      });
    });
    localStorage.setItem('userToken', 'token');
    renderRoutes([{ path: '/', element: <SpinScreen /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Spin Now' }));
    await waitFor(() => expect(reloadWheel).toBeDefined());
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /Spin Now|Spinning/ });
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(wheelCalls).toBe(2);

    reloadWheel?.();
    await screen.findByText('Spinning...', { selector: 'p' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Spin Now|Spinning/ }).disabled).toBe(true);
  });
});
