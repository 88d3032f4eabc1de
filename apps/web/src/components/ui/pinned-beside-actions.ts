import { useLayoutEffect, useRef } from 'react';

/**
 * The pinned column before the last (Status) sticks just before the pinned Actions (to their left in
 * English), so both stay in view on a narrow screen; a caller's own pinned column sticks before both with
 * `end-[var(--pinned-status-width)]`. Its wrapper takes the ref of `usePinnedWidths`.
 */
export const pinnedBesideActions = '[&_:is(th,td):nth-last-child(2)]:end-[var(--pinned-actions-width)]';

/**
 * Keeps the widths of the two pinned columns in CSS variables on the wrapper, for the sticky offsets; again
 * whenever the table's header is drawn anew (the list grown from cards to a table on a wider screen).
 */
export function usePinnedWidths() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    let actions: Element | undefined;
    let status: Element | undefined;
    const measure = () => {
      if (!actions || !status) return;
      const actionsWidth = actions.getBoundingClientRect().width;
      wrapper.style.setProperty('--pinned-actions-width', `${actionsWidth}px`);
      wrapper.style.setProperty(
        '--pinned-status-width',
        `${actionsWidth + status.getBoundingClientRect().width}px`,
      );
    };
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    const findHeaders = () => {
      const headers = wrapper.querySelectorAll('thead th');
      const [nextStatus, nextActions] = [headers[headers.length - 2], headers[headers.length - 1]];
      if (nextActions === actions && nextStatus === status) return;
      [actions, status] = [nextActions, nextStatus];
      resizes?.disconnect();
      if (!actions || !status) return;
      resizes?.observe(actions);
      resizes?.observe(status);
      measure();
    };
    findHeaders();
    // The table draws a new root when it switches between cards and rows, so its wrapper's children suffice.
    const switches = new MutationObserver(findHeaders);
    switches.observe(wrapper, { childList: true });
    return () => {
      switches.disconnect();
      resizes?.disconnect();
    };
  }, []);
  return ref;
}
