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
});
