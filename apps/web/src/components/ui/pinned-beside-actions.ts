import { useLayoutEffect, useRef } from 'react';

/**
 * The pinned column before the last (Status) sticks just left of the pinned Actions, so both stay in view
 * on a narrow screen; a caller's own pinned column sticks left of both with
 * `right-[var(--pinned-status-width)]`. Its wrapper takes the ref of `usePinnedWidths`.
 */
export const pinnedBesideActions = '[&_:is(th,td):nth-last-child(2)]:right-[var(--pinned-actions-width)]';

/** Keeps the widths of the two pinned columns in CSS variables on the wrapper, for the sticky offsets. */
export function usePinnedWidths() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    const headers = wrapper?.querySelectorAll('thead th');
    const actions = headers?.[headers.length - 1];
    const status = headers?.[headers.length - 2];
    if (!wrapper || !actions || !status) return;
    const measure = () => {
      const actionsWidth = actions.getBoundingClientRect().width;
      wrapper.style.setProperty('--pinned-actions-width', `${actionsWidth}px`);
      wrapper.style.setProperty(
        '--pinned-status-width',
        `${actionsWidth + status.getBoundingClientRect().width}px`,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(actions);
    observer.observe(status);
    return () => observer.disconnect();
  }, []);
  return ref;
}
