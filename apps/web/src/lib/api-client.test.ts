import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '@/test/utils';
import { ApiError, apiFetch, errorMessage } from './api-client';

describe('apiFetch', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('sends JSON under /api with the member bearer token and validates the answer', async () => {
    localStorage.setItem('userToken', 'member-token');
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(() => jsonResponse({ ok: true }));

    const result = await apiFetch('/things', {
      method: 'POST',
      auth: 'member',
      body: { a: 1 },
      schema: z.object({ ok: z.boolean() }),
    });

    expect(result).toEqual({ ok: true });
    expect(requests[0]?.url).toBe('/api/things');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ a: 1 });
  });

  it('uses the admin token for admin calls and none for public calls', async () => {
    localStorage.setItem('userToken', 'member-token');
    localStorage.setItem('adminToken', 'admin-token');
    const requests = mockFetch(() => new Response(null, { status: 204 }));

    await apiFetch('/admins/logout', { method: 'POST', auth: 'admin' });
    await apiFetch('/app-config');

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError carrying the server error code and message', async () => {
    mockFetch(() => jsonResponse({ error: 'INVALID_OTP', message: 'That code is wrong.' }, 400));

    const error = await apiFetch('/users/verify-otp', { method: 'POST' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_OTP', message: 'That code is wrong.' });
    expect(errorMessage(error, 'fallback')).toBe('That code is wrong.');
  });

  it('falls back to the caller message when the server sent no error body', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await apiFetch('/users/me').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect(errorMessage(error, 'Could not verify OTP.')).toBe('Could not verify OTP.');
  });

  it('refuses an answer that breaks the contract', async () => {
    mockFetch(() => jsonResponse({ ok: 'yes' }));

    await expect(apiFetch('/things', { schema: z.object({ ok: z.boolean() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
