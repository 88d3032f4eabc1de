import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { MembersTable } from './members-table';

const member = (index: number) => ({
  id: `5f0c2a8e-7d4b-4c1e-9a3f-${String(index).padStart(12, '0')}`,
  name: `Member ${index}`,
  email: `member${index}@example.com`,
  accountNumber: `EF${String(index).padStart(8, '0')}`,
  status: 'ACTIVE',
  emailVerified: index % 2 === 0,
  balance: index,
  createdAt: '2026-11-20T10:00:00.000Z',
  linkedAccounts: 0,
});

function renderMembers(path: string) {
  localStorage.setItem('adminToken', 'token');
  return renderRoutes([{ path: '/admin/users', element: <MembersTable /> }], [path]);
}

describe('MembersTable', () => {
  it('keeps the search box in step with the address, and its text within the API’s limit', async () => {
    mockFetch(() => jsonResponse({ items: [member(1)], total: 1, page: 1, pageSize: 20 }));
    const { router } = renderMembers('/admin/users?search=zainab');

    const box = await screen.findByLabelText('Search members');
    expect((box as HTMLInputElement).value).toBe('zainab');
    expect(box.getAttribute('maxlength')).toBe('100');

    await act(() => router.navigate('/admin/users'));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    await act(() => router.navigate('/admin/users?search=bilal'));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('bilal'));
  });

  it('leaves a trailing space being typed alone once the search has gone out', async () => {
    const requests = mockFetch(() => jsonResponse({ items: [member(1)], total: 1, page: 1, pageSize: 20 }));
    const { router } = renderMembers('/admin/users');

    const box = await screen.findByLabelText('Search members');
    await enter(box, 'zainab ');
    await waitFor(() => expect(router.state.location.search).toBe('?search=zainab'));
    expect((box as HTMLInputElement).value).toBe('zainab ');
    await waitFor(() => expect(requests.some((request) => request.url.includes('search=zainab'))).toBe(true));
  });

  it('takes a page past the end to the last page, without an impossible summary', async () => {
    const requests = mockFetch(({ url }) =>
      url.includes('page=9')
        ? jsonResponse({ items: [], total: 27, page: 9, pageSize: 20 })
        : jsonResponse({
            items: Array.from({ length: 7 }, (_, index) => member(21 + index)),
            total: 27,
            page: 2,
            pageSize: 20,
          }),
    );
    const { router } = renderMembers('/admin/users?page=9');

    expect(await screen.findByText('Member 27')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.some((request) => request.url.includes('page=2'))).toBe(true);
    expect(screen.getByText(/^Showing/).textContent).toBe('Showing 21–27 of 27 members');
    expect(screen.queryByText('No members yet.')).toBeNull();
  });

  it('says there are no members only when there are none', async () => {
    mockFetch(() => jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 }));
    renderMembers('/admin/users');
    expect(await screen.findByText('No members yet.')).toBeTruthy();
  });

  it('filters to linked members from the address and the switch, and counts each one’s links', async () => {
    const requests = mockFetch(({ url }) =>
      jsonResponse({
        items: url.includes('linked=true')
          ? [{ ...member(2), linkedAccounts: 3 }]
          : [member(1), { ...member(2), linkedAccounts: 3 }],
        total: url.includes('linked=true') ? 1 : 2,
        page: 1,
        pageSize: 20,
      }),
    );
    const { router } = renderMembers('/admin/users');

    const linked = await screen.findByRole<HTMLInputElement>('switch', { name: 'Linked only' });
    expect(linked.checked).toBe(false);
    const row = (await screen.findByText('Member 2')).closest('tr');
    if (!row) throw new Error('Member 2 has no row.');
    expect(within(row).getByText('3 accounts')).toBeTruthy();
    expect(
      within(screen.getByText('Member 1').closest('tr') ?? document.body).getByText('None'),
    ).toBeTruthy();

    await userEvent.click(linked);
    await waitFor(() => expect(router.state.location.search).toBe('?linked=true'));
    await waitFor(() => expect(screen.queryByText('Member 1')).toBeNull());
    expect(requests.at(-1)?.url).toBe('/api/users?page=1&sort=newest&linked=true&pageSize=20');
    expect(linked.checked).toBe(true);

    await userEvent.click(linked);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
