import type { SpinState } from '@earnflow/contracts';
import { fireEvent, screen } from '@testing-library/react';
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
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
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
});
