import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownerAdmin as owner } from '@/test/fixtures';
import { enter, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { AdminsTable } from './admins-table';

const other = {
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Sara Support',
  email: 'sara@example.com',
  role: 'SUPPORT',
  status: 'ACTIVE',
  twoFactorEnabled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const listItem = (admin: typeof owner) => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role: admin.role,
  status: 'ACTIVE',
  twoFactorEnabled: admin.twoFactorEnabled,
  createdAt: '2026-10-01T10:00:00.000Z',
});

describe('AdminsTable', () => {
  it('lets an owner reset another admin’s two-factor sign-in after asking, never their own', async () => {
    localStorage.setItem('adminToken', 'owner-token');
    const requests = mockFetch(({ url, method }) => {
      if (url === '/api/admins/me') return jsonResponse(owner);
      if (method === 'POST') return jsonResponse({ ...other, twoFactorEnabled: false });
      return jsonResponse({ items: [listItem(owner), other], total: 2, page: 1, pageSize: 20 });
    });
    renderRoutes([{ path: '/admin/admins', element: <AdminsTable /> }], ['/admin/admins']);

    const reset = await screen.findByRole('button', { name: 'Reset two-factor sign-in for Sara Support' });
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in for Tariq Owner' })).toBeNull();
    await userEvent.click(reset);
    expect(await screen.findByText('Reset two-factor sign-in for Sara Support?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-factor sign-in reset')).toBeTruthy();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.url).toBe(
      `/api/admins/${other.id}/two-factor/reset`,
    );
  });

  it('changes another admin’s role from the console’s dropdown after asking, and keeps it when cancelled', async () => {
    localStorage.setItem('adminToken', 'owner-token');
    const requests = mockFetch(({ url, method }) => {
      if (url === '/api/admins/me') return jsonResponse(owner);
      if (method === 'PATCH') return jsonResponse({ ...other, role: 'ADMIN' });
      return jsonResponse({ items: [listItem(owner), other], total: 2, page: 1, pageSize: 20 });
    });
    renderRoutes([{ path: '/admin/admins', element: <AdminsTable /> }], ['/admin/admins']);

    const role = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Role of Sara Support' });
    expect(role.className).toContain('appearance-none');
    await enter(role, 'ADMIN');
    expect(await screen.findByText('Make Sara Support Admin?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Make Sara Support Admin?')).toBeNull());
    await waitFor(() => expect(role.value).toBe('SUPPORT'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    await enter(role, 'ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ role: 'ADMIN' });
  });

  it('names each row action after its admin, and offers the signed-in owner only a rename', async () => {
    localStorage.setItem('adminToken', 'owner-token');
    mockFetch(({ url }) => {
      if (url === '/api/admins/me') return jsonResponse(owner);
      return jsonResponse({
        items: [
          listItem(owner),
          other,
          { ...other, id: 'b1d2e3f4-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Dina Disabled', status: 'DISABLED' },
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      });
    });
    renderRoutes([{ path: '/admin/admins', element: <AdminsTable /> }], ['/admin/admins']);

    expect(await screen.findByRole('button', { name: 'Disable Sara Support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Sara Support' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable Dina Disabled' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Rename ${owner.name}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Disable ${owner.name}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete ${owner.name}` })).toBeNull();
  });
});
