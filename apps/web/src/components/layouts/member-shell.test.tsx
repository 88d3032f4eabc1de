import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/utils';
import { MemberShell } from './member-shell';

function renderShell() {
  const shell = (page: string) => (
    <MemberShell
      balance={<span>$12.5</span>}
      streak={<span>3</span>}
      notifications={null}
      drawerHeader={<button type="button">Copy account number</button>}
      onLogout={vi.fn()}
    >
      <p>{page}</p>
    </MemberShell>
  );
  return renderRoutes([
    { path: '/', element: shell('Home page') },
    { path: '/offers', element: shell('Offers page') },
  ]);
}

async function openDrawer() {
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  menuButton.focus();
  await userEvent.click(menuButton);
  return { menuButton, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('MemberShell drawer', () => {
  it('starts on its close button and keeps Tab inside while it is open', async () => {
    renderShell();
    const { drawer } = await openDrawer();
    const close = screen.getByRole('button', { name: 'Close menu' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(document.activeElement).toBe(close);

    // Tab past the last control wraps around inside the drawer (which control comes first is the
    // browser's to tell: jsdom lists links before buttons).
    logout.focus();
    await userEvent.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(logout);

    // Focus that got behind the drawer is brought back in, forwards and backwards.
    const behind = screen.getByRole('link', { name: 'Support' });
    expect(drawer.contains(behind)).toBe(false);
    for (const shiftKey of [false, true]) {
      behind.focus();
      await userEvent.tab({ shift: shiftKey });
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it('gives focus back to the menu button when Escape closes it', async () => {
    renderShell();
    const { menuButton } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives focus back to the menu button when the close button or the backdrop closes it', async () => {
    renderShell();
    const { menuButton } = await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    const { drawer } = await openDrawer();
    const backdrop = drawer.parentElement?.previousElementSibling;
    expect(backdrop).toBeInstanceOf(HTMLElement);
    if (backdrop) await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes on a link, goes there and leaves focus on the menu button', async () => {
    const { router } = renderShell();
    const { drawer, menuButton } = await openDrawer();
    const offers = [...drawer.querySelectorAll('a')].find((link) => link.textContent === 'Offers');
    expect(offers).toBeDefined();
    if (offers) await userEvent.click(offers);
    expect(await screen.findByText('Offers page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offers');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    expect(menuButton.isConnected).toBe(true);
  });
});
