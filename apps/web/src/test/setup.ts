import { cleanup } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, beforeEach, expect, vi } from 'vitest';

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
