import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { apiFetch } from './api-client';

describe('apiFetch options', () => {
  it('sends extra headers without letting them replace the client-owned ones', async () => {
    localStorage.setItem('userToken', 'member-token');
    const requests = mockFetch(() => jsonResponse({}));

    await apiFetch('/transfer', {
      method: 'POST',
      auth: 'member',
      body: { amount: 1 },
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer other', 'Content-Type': 'text/plain' },
    });

    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a FormData as multipart, leaving its Content-Type to the browser', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ url: '/u' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');

    await apiFetch('/upload-file', { method: 'POST', body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});
