import type { RedeemCode } from '@earnflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEmptiedPageToGoBack, rowId } from '@/test/paging';
import { enter, jsonResponse, mockFetch, type RecordedRequest, renderRoutes } from '@/test/utils';
import { REDEEM_CODES_PAGE_SIZE } from '../api/redeem-codes';
import { RedeemCodesManager } from './redeem-codes-manager';

const id = '00000000-0000-4000-8000-000000000001';
// 9:30 am in Pakistan (UTC+5): the datetime-local field reads 2030-01-15T09:30 in any browser zone.
const expiresAt = '2030-01-15T04:30:00.000Z';

const welcome = (overrides: Partial<RedeemCode> = {}): RedeemCode => ({
  id,
  code: 'WELCOME10',
  amount: 10,
  maxUses: 50,
  usesCount: 50,
  expiresAt,
  isActive: true,
  createdAt: '2026-03-05T14:07:00.000Z',
  ...overrides,
});

/** The list answers with `current`; a PATCH answers with `onPatch`, or the code with the body applied. */
function serve(current: RedeemCode, onPatch?: (request: RecordedRequest) => Response) {
  let code = current;
  return mockFetch((request) => {
    if (request.method === 'PATCH') {
      if (onPatch) return onPatch(request);
      code = { ...code, ...(request.body as Partial<RedeemCode>) };
      return jsonResponse(code);
    }
    return jsonResponse({ items: [code], total: 1, page: 1, pageSize: 20 });
  });
}

async function openEdit() {
  renderRoutes([{ path: '/', element: <RedeemCodesManager /> }]);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit code WELCOME10' }));
  return screen.findByRole('dialog', { name: 'Edit code WELCOME10' });
}

const patches = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PATCH');

describe('RedeemCodesManager editing a code', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'token');
  });

  it('opens with the current uses and expiry, and the code and amount read-only', async () => {
    serve(welcome({ usesCount: 12 }));
    const dialog = await openEdit();

    expect(within(dialog).getByLabelText<HTMLInputElement>('Uses').value).toBe('50');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Expiry').value).toBe('2030-01-15T09:30');
    expect(within(dialog).getByText('Used 12 of 50 so far.')).toBeTruthy();
    expect(within(dialog).getByText(/\$10\.00 per member/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    expect(within(dialog).queryByLabelText(/Amount/)).toBeNull();
  });

  it('tops up a used-up code by sending only the new uses, then closes and shows the new count', async () => {
    const requests = serve(welcome());
    const dialog = await openEdit();

    await enter(within(dialog).getByLabelText('Uses'), '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = patches(requests);
    expect(sent.map((request) => request.body)).toEqual([{ maxUses: 80 }]);
    expect(sent[0]?.url).toContain(`/redeem-codes/${id}`);
    expect(await screen.findByText('50 / 80')).toBeTruthy();
    expect(await screen.findByText('Code WELCOME10 updated')).toBeTruthy();
  });

  it('reads a new expiry as Pakistan time and says so', async () => {
    const requests = serve(welcome());
    const dialog = await openEdit();

    const expiry = within(dialog).getByLabelText('Expiry');
    const hint = document.getElementById(expiry.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Pakistan time. Leave empty for no expiry.');
    await enter(expiry, '2031-06-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(requests).map((request) => request.body)).toEqual([
      { expiresAt: '2031-06-01T05:00:00.000Z' },
    ]);
  });

  it('sends a null expiry when the expiry is cleared', async () => {
    const requests = serve(welcome());
    const dialog = await openEdit();

    await enter(within(dialog).getByLabelText('Expiry'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(requests).map((request) => request.body)).toEqual([{ expiresAt: null }]);
    expect(await screen.findByText('Never')).toBeTruthy();
  });

  it('keeps uses below those taken and a past expiry from being sent', async () => {
    const requests = serve(welcome({ usesCount: 12 }));
    const dialog = await openEdit();

    await enter(within(dialog).getByLabelText('Uses'), '11');
    await enter(within(dialog).getByLabelText('Expiry'), '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Uses cannot be lower than the 12 already taken.')).toBeTruthy();
    expect(within(dialog).getByText('The expiry must be in the future.')).toBeTruthy();
    expect(patches(requests)).toEqual([]);
  });

  it('shows the server refusal inside the dialog and keeps it open', async () => {
    const message = 'This code was already used 55 times; uses cannot be lower.';
    serve(welcome(), () => jsonResponse({ error: 'VALIDATION_ERROR', message }, 400));
    const dialog = await openEdit();

    await enter(within(dialog).getByLabelText('Uses'), '52');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Edit code WELCOME10' })).toBe(dialog);
  });
});

describe('RedeemCodesManager adding a code', () => {
  it('sends the new code with its uses and no expiry when the expiry is left empty', async () => {
    localStorage.setItem('adminToken', 'token');
    const requests = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(welcome({ code: 'SPRING5', amount: 5, maxUses: 20, usesCount: 0, expiresAt: null }))
        : jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 }),
    );
    renderRoutes([{ path: '/', element: <RedeemCodesManager /> }]);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Redeem Code' });
    await enter(within(dialog).getByLabelText('Code'), 'spring5');
    await enter(within(dialog).getByLabelText('Amount (USD)'), '5');
    await enter(within(dialog).getByLabelText('Uses'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { code: 'SPRING5', amount: 5, maxUses: 20, expiresAt: null, isActive: true },
    ]);
  });
});

describe('RedeemCodesManager paging', () => {
  it('goes back to the last page when the page opened has emptied, never saying there are no codes', () =>
    expectEmptiedPageToGoBack(<RedeemCodesManager />, {
      path: '/api/redeem-codes',
      pageSize: REDEEM_CODES_PAGE_SIZE,
      row: (index) => welcome({ id: rowId(index), code: `CODE${String(index)}` }),
      pagesLabel: 'Code pages',
      firstRow: 'CODE1',
      none: 'No redeem codes yet.',
    }));
});
