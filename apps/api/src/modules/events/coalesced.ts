/**
 * Runs `work` when asked, never twice at once: asks that come while it runs make one more run, not many,
 * and no run starts sooner than `everyMs` after the one before (asks made during that wait are served by
 * the run that ends it). A failed run is reported to `onError` and does not stop later ones.
 */
export function coalesced(
  work: () => Promise<unknown>,
  options: { everyMs: number; onError: (error: unknown) => void },
): () => void {
  const state = { busy: false, again: false, last: 0 };
  // Read through a call: an ask made during an await sets it.
  const askedAgain = () => state.again;
  const run = async (): Promise<void> => {
    state.busy = true;
    try {
      do {
        const wait = state.last + options.everyMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        state.again = false;
        state.last = Date.now();
        await work().catch(options.onError);
      } while (askedAgain());
    } finally {
      state.busy = false;
    }
  };
  return () => {
    if (state.busy) state.again = true;
    else void run();
  };
}
