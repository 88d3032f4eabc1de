import { describe, expect, it } from 'vitest';
import { titleFromPath } from './admin-title';

describe('titleFromPath', () => {
  it('capitalises the last path segment and turns hyphens into spaces', () => {
    expect(titleFromPath('/admin/all-deposits')).toBe('All Deposits');
    expect(titleFromPath('/admin/dashboard')).toBe('Dashboard');
    expect(titleFromPath('/admin/send-email')).toBe('Send Email');
  });

  it('keeps the spec spelling of the notifications route', () => {
    expect(titleFromPath('/admin/notifcations')).toBe('Notifcations');
  });

  it('ignores a trailing slash and copes with an empty path', () => {
    expect(titleFromPath('/admin/hot-offers/')).toBe('Hot Offers');
    expect(titleFromPath('/')).toBe('');
  });
});
