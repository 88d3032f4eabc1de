import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after it started, so an answer that must
 * not tell whether an account exists does not tell it by its timing either: the work done only for a
 * real account (a code issued, an e-mail queued, a code checked) ends well within the floor. Wall time,
 * not the app's clock: this is about what a caller can measure.
 */
export async function answerNoSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
