import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { renderRoutes } from '@/test/utils';
import { MemberShell } from './member-shell';

function renderShell() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <MemberShell
          balance={<span>$12.5</span>}
          streak={<span>3</span>}
          notifications={null}
          drawerHeader={null}
          onLogout={vi.fn()}
        >
          <p>Home page</p>
        </MemberShell>
      ),
    },
  ]);
}

describe('MemberShell in Urdu', () => {
  beforeEach(() => showLanguage('ur'));
  afterEach(() => showLanguage('en'));

  it('lists the tabs in reading order, which the right-to-left grid starts from the right', () => {
    renderShell();
    const tabs = within(screen.getByRole('navigation', { name: 'مرکزی مینو' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ہوم', 'ریفر', 'روزانہ اشتہار', 'اپ گریڈ', 'سیٹنگز']);
  });

  it('opens the drawer from the start side, sliding in from the right', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'مینو کھولیں' }));
    const drawer = screen.getByRole('dialog', { name: 'مینو' });
    expect(drawer.className).toContain('start-0');
    expect(drawer.className).toContain('rtl:animate-slide-in-rtl');
    expect(within(drawer).getByRole('button', { name: 'لاگ آؤٹ' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'آفرز' })).toBeTruthy();
  });
});
