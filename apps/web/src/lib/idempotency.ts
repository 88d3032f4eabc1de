import { useRef, useState } from 'react';
import { ApiError } from './api-client';

/** The header every money POST carries (design §2); the server keys it per member. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http deployment still gets a v4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server answered for good: the request had no effect and a new attempt is a new submission. */
function isDefinitiveFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  // 408, 409 (the first request may still be running) and 429 leave the outcome open.
  return status >= 400 && status < 500 && ![408, 409, 429].includes(status);
}

export interface SubmissionKeys {
  /** The key for a submission of `body`: a new one, or the same one when this submission is retried. */
  keyFor(body: unknown): string;
  /** Call when the submission ends; a success or a definitive refusal retires the key. */
  settle(error?: unknown): void;
}

/**
 * One Idempotency-Key per form submission. A retry of a submission whose outcome is unknown (network
 * failure, 5xx) with the same values reuses its key, so the server applies it at most once.
 */
export function useSubmissionKeys(): SubmissionKeys {
  const pending = useRef<{ key: string; fingerprint: string } | null>(null);
  const [keys] = useState<SubmissionKeys>(() => ({
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (pending.current?.fingerprint === fingerprint) return pending.current.key;
      const key = randomUuid();
      pending.current = { key, fingerprint };
      return key;
    },
    settle(error) {
      if (error === undefined || isDefinitiveFailure(error)) pending.current = null;
    },
  }));
  return keys;
}

/** What a money mutation takes: the body and the submission's Idempotency-Key. */
export interface MoneyRequest<Body> {
  body: Body;
  idempotencyKey: string;
}
