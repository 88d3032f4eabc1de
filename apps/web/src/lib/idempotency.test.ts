import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { useSubmissionKeys } from './idempotency';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useSubmissionKeys', () => {
  it('makes one key per submission and a new one after a success', () => {
    const { result } = renderHook(() => useSubmissionKeys());
    const first = result.current.keyFor({ amount: 5 });
    expect(first).toMatch(uuid);
    result.current.settle();
    expect(result.current.keyFor({ amount: 5 })).not.toBe(first);
  });

  it('reuses the key when the same submission is retried after an unknown outcome', () => {
    const { result } = renderHook(() => useSubmissionKeys());
    const first = result.current.keyFor({ amount: 5 });
    result.current.settle(new ApiError(0, 'NETWORK_ERROR', 'offline'));
    expect(result.current.keyFor({ amount: 5 })).toBe(first);
    result.current.settle(new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'));
    expect(result.current.keyFor({ amount: 5 })).toBe(first);
  });

  it('retires the key after a definitive refusal and when the values change', () => {
    const { result } = renderHook(() => useSubmissionKeys());
    const first = result.current.keyFor({ amount: 5 });
    expect(result.current.keyFor({ amount: 6 })).not.toBe(first);
    const second = result.current.keyFor({ amount: 6 });
    result.current.settle(new ApiError(400, 'VALIDATION_ERROR', 'Too small.'));
    expect(result.current.keyFor({ amount: 6 })).not.toBe(second);
  });
});
