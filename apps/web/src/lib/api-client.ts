import {
  DEVICE_ID_HEADER,
  errorResponseGuard,
  NEXT_CURSOR_HEADER,
  type AnswerSchema,
} from '@earnflow/contracts';
import { defineMessages, ltr, translate } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import apiClientEn from '@/locales/en/api-client';
import { adminSessionEnd, adminSessionEnded } from './admin-session';
import { getAdminToken, getDeviceId, getMemberToken, memberSessionEnded } from './session';

const m = defineMessages('api-client', apiClientEn);

export const API_BASE = '/api';

/** Codes the client itself produces when the server gave no `{error, message}` body. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

const clientCodes: ReadonlySet<string> = new Set(Object.values(clientErrorCodes));

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The request field the server named as at fault, when it named one. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /** True when the message was written by the server (the `message` of an `{error, message}` body). */
  get isServerMessage(): boolean {
    return !clientCodes.has(this.code);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The server's message for a failed call, in the language shown now (the server writes English; see
 * `translateText`), or the fallback when the server sent none. The one place a server's message is
 * translated: screens show it through here (or through a field or FormAlert, which translate too).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isServerMessage && error.message
    ? translateText(error.message)
    : fallback;
}

export type ApiAuth = 'member' | 'admin' | 'none';
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except a FormData, which is sent as multipart as it is. */
  body?: unknown;
  /** Extra request headers (e.g. `Idempotency-Key`); Accept, Content-Type and Authorization stay the client's. */
  headers?: Record<string, string>;
  /** Whose bearer token goes in the Authorization header. */
  auth?: ApiAuth;
  signal?: AbortSignal;
}

interface RequestOptionsWithSchema<T> extends RequestOptions {
  /** Contract that the answer must satisfy: a zod schema, or a first screen's guard. */
  schema: AnswerSchema<T>;
}

function bearerToken(auth: ApiAuth): string | null {
  if (auth === 'member') return getMemberToken();
  if (auth === 'admin') return getAdminToken();
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorResponseGuard.safeParse(await readJson(response));
  if (parsed.success)
    return new ApiError(response.status, parsed.data.error, parsed.data.message, parsed.data.field);
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError(
    response.status,
    clientErrorCodes.http,
    translate(m.serverAnswered, { status: ltr(status) }),
  );
}

/** Sends the call; answers the response when it is a 2xx, else throws the ApiError it amounts to. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, auth = 'none', signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.delete('Content-Type');
  headers.delete('Authorization');
  // A FormData goes as multipart: the browser writes that Content-Type itself, with its boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  const token = bearerToken(auth);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set(DEVICE_ID_HEADER, getDeviceId());

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : multipart ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, clientErrorCodes.network, translate(m.unreachable));
  }

  if (!response.ok) {
    // The stored session ended (a password change elsewhere, a suspension): the member shell sends the
    // member to /login at once, whichever call found out. Not when the token was replaced meanwhile.
    if (response.status === 401 && auth === 'member' && token !== null && token === getMemberToken()) {
      memberSessionEnded();
    }
    const error = await toApiError(response);
    // Likewise for an admin: the admin frame goes to /auth/login, or to Settings while set-up is unfinished.
    const end =
      auth === 'admin' && token !== null && token === getAdminToken() ? adminSessionEnd(error) : null;
    if (end !== null) adminSessionEnded(end);
    throw error;
  }
  return response;
}

async function parseAnswer<T>(response: Response, schema: AnswerSchema<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError(response.status, clientErrorCodes.invalidResponse, translate(m.unexpectedAnswer));
  }
  return parsed.data;
}

/** Calls the API under /api and checks the answer against its contract. */
export async function apiFetch<T>(path: string, options: RequestOptionsWithSchema<T>): Promise<T>;
/** Calls the API under /api for an answer without a body (204). */
export async function apiFetch(path: string, options?: RequestOptions): Promise<void>;
export async function apiFetch<T>(
  path: string,
  options: RequestOptions & { schema?: AnswerSchema<T> } = {},
): Promise<T | undefined> {
  const response = await send(path, options);
  return options.schema ? parseAnswer(response, options.schema) : undefined;
}

export interface CursorPage<T> {
  items: T[];
  /** The cursor of the next page (the x-next-cursor header); undefined on the last page. */
  nextCursor: string | undefined;
}

/** One page of a cursor-paged list: its rows, checked against the contract, and the next cursor. */
export async function apiFetchPage<T>(
  path: string,
  options: RequestOptionsWithSchema<T[]>,
): Promise<CursorPage<T>> {
  const response = await send(path, options);
  return {
    items: await parseAnswer(response, options.schema),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
  };
}
