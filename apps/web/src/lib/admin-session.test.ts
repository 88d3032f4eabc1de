import { errorCodes } from '@earnflow/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import {
  adminSessionEnd,
  handledByAdminFrame,
  onAdminSessionEnd,
  type AdminSessionEnd,
} from './admin-session';
import { ApiError, apiFetch } from './api-client';

describe('adminSessionEnd', () => {
  it('signs out on a 401 or an unexplained 403, sends to Settings while set-up is unfinished', () => {
    expect(adminSessionEnd({ status: 401, code: 'UNAUTHORIZED' })).toBe('signed-out');
    expect(adminSessionEnd({ status: 403, code: 'FORBIDDEN' })).toBe('signed-out');
    expect(adminSessionEnd({ status: 403, code: errorCodes.twoFactorSetupRequired })).toBe('setup-required');
    expect(adminSessionEnd({ status: 403, code: errorCodes.passwordChangeRequired })).toBe('setup-required');
    // A screen not for this admin's role, and every other failure, are the screen's to show.
    expect(adminSessionEnd({ status: 403, code: errorCodes.roleNotAllowed })).toBeNull();
    expect(adminSessionEnd({ status: 400, code: 'VALIDATION_ERROR' })).toBeNull();
    expect(adminSessionEnd({ status: 0, code: 'NETWORK_ERROR' })).toBeNull();
    expect(handledByAdminFrame(new ApiError(401, 'UNAUTHORIZED', 'Sign in.'))).toBe(true);
    expect(handledByAdminFrame(new ApiError(409, 'CONFLICT', 'Taken.'))).toBe(false);
    expect(handledByAdminFrame(new Error('boom'))).toBe(false);
  });
});

describe('the admin session event', () => {
  const heard: AdminSessionEnd[] = [];
  const stop = onAdminSessionEnd((end) => heard.push(end));
  afterEach(() => {
    heard.length = 0;
    localStorage.clear();
  });

  async function call(auth: 'admin' | 'member', status: number, code: string) {
    mockFetch(() => jsonResponse({ error: code, message: 'No.' }, status));
    await expect(apiFetch('/things', { auth })).rejects.toBeInstanceOf(ApiError);
  }

  it('is told by an admin call with the stored token, once per refusal', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    await call('admin', 401, 'UNAUTHORIZED');
    await call('admin', 403, errorCodes.twoFactorSetupRequired);
    await call('admin', 403, errorCodes.roleNotAllowed);
    await call('admin', 500, 'INTERNAL_ERROR');
    expect(heard).toEqual(['signed-out', 'setup-required']);
  });

  it('is not told by member calls, or when the token changed while the call was out', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('userToken', 'member-token');
    await call('member', 401, 'UNAUTHORIZED');
    mockFetch(() => {
      localStorage.setItem('adminToken', 'new-admin-token');
      return jsonResponse({ error: 'UNAUTHORIZED', message: 'No.' }, 401);
    });
    await expect(apiFetch('/things', { auth: 'admin' })).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual([]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    stop();
    localStorage.setItem('adminToken', 'admin-token');
    await call('admin', 401, 'UNAUTHORIZED');
    expect(heard).toEqual([]);
  });
});
