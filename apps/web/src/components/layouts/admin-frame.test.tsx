import type { AdminRole, LiveAdminCounts } from '@earnflow/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/utils';
import { AdminFrame } from './admin-frame';

function renderFrame(
  path: string,
  role: AdminRole | undefined,
  twoFactorSetupRequired = false,
  waiting?: LiveAdminCounts,
) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <AdminFrame
            appName="EarnFlow"
            adminName="Sadia Support"
            role={role}
            twoFactorSetupRequired={twoFactorSetupRequired}
            onSidebarLogout={() => undefined}
            onHeaderLogout={() => undefined}
            waiting={waiting}
          >
            <p>The page itself</p>
          </AdminFrame>
        ),
      },
    ],
    [path],
  );
}

const noAccess = "You don't have access to this page.";

describe('AdminFrame', () => {
  it('says once that a section is not for this role, instead of the page', () => {
    for (const [path, role] of [
      ['/admin/users', 'SUPPORT'],
      ['/admin/users/5b7c4c1e-3f55-4b8e-9d0a-2a1f6f0c8e11', 'SUPPORT'],
      ['/admin/transactions', 'SUPPORT'],
      ['/admin/admins', 'ADMIN'],
    ] as const) {
      const view = renderFrame(path, role);
      expect(screen.getByRole('heading', { name: noAccess }), path).toBeTruthy();
      expect(screen.queryByText('The page itself')).toBeNull();
      view.unmount();
    }
  });

  it('shows the page to a role that may open it, and while the role is still loading', () => {
    for (const [path, role] of [
      ['/admin/support', 'SUPPORT'],
      ['/admin/settings', 'SUPPORT'],
      ['/admin/admins', 'OWNER'],
      ['/admin/users', 'ADMIN'],
      ['/admin/users', undefined],
      // The dashboard sends support staff on to Support itself.
      ['/admin/dashboard', 'SUPPORT'],
    ] as const) {
      const view = renderFrame(path, role);
      expect(screen.getByText('The page itself'), path).toBeTruthy();
      expect(screen.queryByText(noAccess)).toBeNull();
      view.unmount();
    }
  });

  it('offers only Settings and Log out while two-factor sign-in must be set up', () => {
    renderFrame('/admin/settings', 'OWNER', true);

    expect(within(screen.getByRole('navigation', { name: 'Sections' })).queryAllByRole('link')).toEqual([]);
    const sidebar = screen.getByRole('complementary', { name: 'Admin navigation' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Settings']);
    expect(within(sidebar).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('fades the bottom of the section list while more sections lie below, and the top once scrolled', () => {
    renderFrame('/admin/settings', 'OWNER');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    Object.defineProperties(nav, {
      clientHeight: { configurable: true, value: 500 },
      scrollHeight: { configurable: true, value: 800 },
    });
    const above = screen.getByTestId('sidebar-more-above');
    const below = screen.getByTestId('sidebar-more-below');

    fireEvent.scroll(nav);
    expect(below.className).toContain('opacity-100');
    expect(above.className).toContain('opacity-0');

    nav.scrollTop = 300;
    fireEvent.scroll(nav);
    expect(below.className).toContain('opacity-0');
    expect(above.className).toContain('opacity-100');
  });

  it('shows beside New Deposits, Withdrawals, Review, Support and Tasks what waits there, read out with the name', () => {
    renderFrame('/admin/dashboard', 'OWNER', false, {
      deposits: 3,
      withdrawals: 0,
      review: 2,
      support: 120,
      tasks: 1,
    });
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));

    expect(sections.getByRole('link', { name: 'New Deposits, 3 waiting' })).toBeTruthy();
    expect(sections.getByRole('link', { name: 'Withdrawals' })).toBeTruthy();
    expect(sections.getByRole('link', { name: 'Review, 2 waiting' })).toBeTruthy();
    expect(sections.getByRole('link', { name: 'Support, 120 waiting' }).textContent).toBe(
      'Support99+, 120 waiting',
    );
    expect(sections.getByRole('link', { name: 'Tasks, 1 waiting' })).toBeTruthy();
    // The spec's texts stay as they are; other sections have no badge.
    expect(sections.getByRole('link', { name: 'All Deposits' })).toBeTruthy();
  });

  it('shows no badge while the counts are not known', () => {
    renderFrame('/admin/dashboard', 'OWNER');
    expect(screen.getByRole('link', { name: 'New Deposits' })).toBeTruthy();
    expect(screen.queryByText(/waiting/)).toBeNull();
  });
});
