import { useEffect, useRef, useState } from 'react';

function pageVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Seconds left of `durationSeconds`, counting only while the tab is visible (a hidden tab pauses it).
 * Give each view its own component (a key), so the count starts at zero. It only paces the screen: the server decides on its own clock whether the time has passed.
 */
export function useVisibleCountdown(durationSeconds: number | null) {
  const [elapsedMs, setElapsedMs] = useState(0);
  const [visible, setVisible] = useState(pageVisible);
  const [pausedOnce, setPausedOnce] = useState(false);
  // Whether the count has begun and not ended, for the visibility handler.
  const counting = useRef(false);

  useEffect(() => {
    const onChange = () => {
      const nowVisible = pageVisible();
      setVisible(nowVisible);
      if (!nowVisible && counting.current) setPausedOnce(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const totalMs = durationSeconds === null ? null : durationSeconds * 1000;
  const running = totalMs !== null && visible && elapsedMs < totalMs;

  useEffect(() => {
    counting.current = totalMs !== null && elapsedMs < totalMs;
  }, [totalMs, elapsedMs]);

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const step = now - last;
      last = now;
      setElapsedMs((elapsed) => elapsed + step);
    }, 200);
    return () => window.clearInterval(timer);
  }, [running]);

  const leftMs = totalMs === null ? null : Math.max(totalMs - elapsedMs, 0);
  return {
    secondsLeft: leftMs === null ? null : Math.ceil(leftMs / 1000),
    progress: totalMs === null || totalMs === 0 ? 0 : Math.min(elapsedMs / totalMs, 1),
    paused: totalMs !== null && !visible && elapsedMs < totalMs,
    /** Counting again after a pause. */
    resumed: pausedOnce && totalMs !== null && visible && elapsedMs < totalMs,
    done: leftMs === 0,
  };
}
