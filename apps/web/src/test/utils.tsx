import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type MemoryRouterOpts,
  type RouteObject,
} from 'react-router';
import { expect, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

export function renderRoutes(
  routes: RouteObject[],
  initialEntries: InitialEntry[] = ['/'],
  /** Fills the query cache before the first render (what an earlier screen had already fetched). */
  prepare?: (queryClient: QueryClient) => void,
  /** The router's own options beyond the first entries (the app's lazy route discovery, say). */
  options: Omit<MemoryRouterOpts, 'initialEntries'> = {},
) {
  const queryClient = createQueryClient();
  // The app's own defaults (network mode and the rest), without retries or caching between assertions.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, staleTime: 0 },
  });
  prepare?.(queryClient);
  const router = createMemoryRouter(routes, { ...options, initialEntries });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Gives a field a new value as a person does: a select's option is picked; any other field is emptied,
 * then typed into key by key (the text is typed as written: `{` and `[` are not key names here).
 */
export async function enter(field: HTMLElement, value: string) {
  if (field instanceof HTMLSelectElement) {
    await userEvent.selectOptions(field, value);
    return;
  }
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value.replace(/[{[]/g, '$&$&'));
}

/**
 * Presses a SweetAlert2 dialog's button (OK by default) and waits until the dialog is gone and its focus
 * hand-back has run: SweetAlert2 gives focus back on a 100 ms timer set as it removes the dialog, and keys
 * typed before that timer fires can land elsewhere. A 150 ms timer set after the removal fires after it.
 */
export async function dismissDialog(buttonName = 'OK') {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  await waitFor(() => {
    expect(document.querySelector('.swal2-container')).toBeNull();
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Replaces global fetch; `respond` answers each call. Returns the requests made. */
export function mockFetch(respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        url: input instanceof Request ? input.url : input.toString(),
        headers: new Headers(init?.headers),
        body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      };
      requests.push(request);
      return respond(request);
    }),
  );
  return requests;
}

/** For tests that expect the code under test to log an error. */
export function takeConsoleErrors(): unknown[][] {
  const consoleError = vi.mocked(console.error);
  const calls = [...consoleError.mock.calls];
  consoleError.mockClear();
  return calls;
}

const tapAreaClasses = ['h-11', 'h-12', 'size-11', 'size-12', 'before:h-11', 'before:size-11'];

/** Whether a control answers taps at least 44 px high: drawn that tall, or widened by a `before:` area. */
export function hasTapArea(element: Element): boolean {
  return tapAreaClasses.some((name) => element.classList.contains(name));
}

/** Whether a button is off: natively disabled, or kept focusable with aria-disabled="true". */
export function isOff(button: HTMLElement): boolean {
  return (
    (button instanceof HTMLButtonElement && button.disabled) ||
    button.getAttribute('aria-disabled') === 'true'
  );
}
