import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// Lazy route chunks load through the test transform: on a busy two-core machine that can take more than
// the default second a `findBy` waits.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia; SweetAlert2 listens to the colour scheme when it draws an icon.
window.matchMedia = (query: string): MediaQueryList => {
  const list = new EventTarget() as MediaQueryList;
  return Object.assign(list, {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
};

// jsdom does not lay out, so it has no scrollIntoView.
Element.prototype.scrollIntoView = () => undefined;

// A console error fails a web test (conventions §7); tests that expect one clear the spy themselves.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  Swal.close();
  document.body.innerHTML = '';
  localStorage.clear();
  const consoleError = vi.mocked(console.error);
  const calls = consoleError.mock.calls;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(calls, 'unexpected console.error').toEqual([]);
});

// SweetAlert2 gives focus back 100 ms after a dialog closes; let that happen while the page still exists,
// not after the file's jsdom has gone ("HTMLElement is not defined").
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
});
