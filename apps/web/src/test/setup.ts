import { cleanup, configure, fireEvent } from '@testing-library/react';
import { options } from 'preact';
import Swal from 'sweetalert2';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// Lazy route chunks load through the test transform: on a busy two-core machine that can take more than
// the default second a `findBy` waits, and lucide-react's ES build (one module per icon, see
// vitest.config.ts) is transformed on a chunk's first import.
configure({ asyncUtilTimeout: 15_000 });

// The app runs on preact/compat (docs/decisions/0102), which hears a text field's onChange on the `input`
// event, as a browser sends it on each keystroke; React hears `change` too. A test's change on a text field
// stands for typing, so it sends the input event as well (a select or checkbox keeps its change event).
// Preact runs effects after the next frame; in tests they run right after the render, as under React's
// act(), so a test that finds the rendered page also sees what its effects did.
options.requestAnimationFrame = (callback) => {
  queueMicrotask(callback);
};

// Test files share their modules (vitest.config.ts, isolate: false) and this file runs before each one:
// wrap the library's change once, not once per file.
const typedChange = Symbol.for('earnflow.typedChange');
const change = fireEvent.change as typeof fireEvent.change & { [typedChange]?: true };
if (change[typedChange] !== true) {
  fireEvent.change = Object.assign(
    (element: Document | Node | Element | Window, init?: object) => {
      const handled = change(element, init);
      const typed =
        element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type));
      return typed ? fireEvent.input(element) && handled : handled;
    },
    { [typedChange]: true as const },
  );
}

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
