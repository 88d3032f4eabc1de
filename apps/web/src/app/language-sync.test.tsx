import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage } from '@/i18n/i18n';
import { chooseLanguage, showLanguage } from '@/i18n/language';
import { activeMember } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { LanguageSync } from './language-sync';

const routes = [{ path: '*', element: <LanguageSync /> }];

describe('LanguageSync', () => {
  afterEach(async () => {
    await showLanguage('en');
    localStorage.clear();
    sessionStorage.clear();
  });

  it("shows a signed-in member's account language, and remembers it in the browser", async () => {
    localStorage.setItem('userToken', 'token');
    mockFetch(() => jsonResponse({ ...activeMember, language: 'ur' }));
    renderRoutes(routes, ['/']);
    await waitFor(() => expect(currentLanguage()).toBe('ur'));
    expect(localStorage.getItem('language')).toBe('ur');
  });

  it('saves for the account the language chosen on the sign-in screens just before', async () => {
    await chooseLanguage('ur', { signedIn: false });
    localStorage.setItem('userToken', 'token');
    const requests = mockFetch(({ method }) =>
      jsonResponse({ ...activeMember, language: method === 'PATCH' ? 'ur' : 'en' }),
    );
    renderRoutes(routes, ['/']);
    await waitFor(() =>
      expect(requests.filter(({ method }) => method === 'PATCH').map(({ body }) => body)).toEqual([
        { language: 'ur' },
      ]),
    );
    expect(currentLanguage()).toBe('ur');
  });

  it('keeps the admin console in English, without forgetting the member’s choice', async () => {
    await chooseLanguage('ur', { signedIn: true });
    mockFetch(() => jsonResponse({}));
    renderRoutes(routes, ['/admin/members']);
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(localStorage.getItem('language')).toBe('ur');
  });
});
