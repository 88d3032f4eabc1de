import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useVisibleCountdown } from './use-visible-countdown';

let visibility: DocumentVisibilityState = 'visible';
let visibilitySpy: MockInstance | undefined;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  visibility = 'visible';
  visibilitySpy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  visibilitySpy?.mockRestore();
});

describe('the ad countdown', () => {
  it('counts down while the tab is visible and pauses while it is hidden', () => {
    const { result } = renderHook(() => useVisibleCountdown(3));
    expect(result.current.secondsLeft).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(2);

    act(() => setVisibility('hidden'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 2, paused: true, done: false });

    act(() => setVisibility('visible'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 0, paused: false, done: true });
  });

  it('waits without a duration (before the server has issued the view)', () => {
    const { result } = renderHook(() => useVisibleCountdown(null));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toMatchObject({ secondsLeft: null, done: false });
  });
});
