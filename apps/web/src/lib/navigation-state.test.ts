import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './navigation-state';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the page to return to after signing in', () => {
  it('asks the sign-in page to come back to the page asked for, with its query and hash', () => {
    expect(signInPath('/login', at('/chat/admin'))).toBe('/login?next=%2Fchat%2Fadmin');
    expect(signInPath('/login', at('/history', '?type=deposits', '#top'))).toBe(
      '/login?next=%2Fhistory%3Ftype%3Ddeposits%23top',
    );
    expect(signInPath('/login', at('/'))).toBe('/login');
    expect(signInPath('/auth/login', at('/admin/all-withdrawals', '?page=2'))).toBe(
      '/auth/login?next=%2Fadmin%2Fall-withdrawals%3Fpage%3D2',
    );
    expect(signInPath('/auth/login', at('/admin/dashboard'))).toBe('/auth/login');
  });

  it('returns there once signed in', () => {
    expect(afterSignIn('/login', '?next=%2Fchat%2Fadmin')).toBe('/chat/admin');
    expect(afterSignIn('/login', '?next=%2Fhistory%3Ftype%3Ddeposits%23top')).toBe(
      '/history?type=deposits#top',
    );
    expect(afterSignIn('/auth/login', '?next=%2Fadmin%2Fsupport')).toBe('/admin/support');
    expect(afterSignIn('/login', '')).toBe('/');
    expect(afterSignIn('/auth/login', '')).toBe('/admin/dashboard');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'javascript:alert(1)',
    'chat/admin',
    '/admin/dashboard',
    '/auth/login',
    `/${'a'.repeat(3000)}`,
  ])('goes home instead of to %s from the member sign-in', (next) => {
    expect(afterSignIn('/login', `?next=${encodeURIComponent(next)}`)).toBe('/');
  });

  it.each(['/chat/admin', '/', 'https://evil.example/admin/x', '//evil.example/admin/x'])(
    'goes to the dashboard instead of to %s from the admin sign-in',
    (next) => {
      expect(afterSignIn('/auth/login', `?next=${encodeURIComponent(next)}`)).toBe('/admin/dashboard');
    },
  );
});
