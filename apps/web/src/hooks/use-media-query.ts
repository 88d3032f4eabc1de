import { useCallback, useSyncExternalStore } from 'react';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether the media query matches now, updated when it starts or stops matching (a phone turned, a window
 * resized). False where there is no `matchMedia` (jsdom, the server).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

/** The smallest width of each Tailwind breakpoint (the theme's defaults). */
const breakpoints = { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Whether the window is narrower than the breakpoint, as Tailwind's `max-md:` and the like mean it. */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  return useMediaQuery(`not all and (min-width: ${breakpoints[breakpoint]})`);
}
