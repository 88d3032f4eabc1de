import type { LiveEventName } from '@earnflow/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import {
  getLiveStatus,
  onLiveEvent,
  subscribeLiveStatus,
  type LiveHandler,
  type LiveSource,
  type LiveStatus,
} from '@/lib/live-events';

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, getLiveStatus);
}

/** True while the tab's event stream is open and keeps the screens fresh. */
export function useLiveOpen(): boolean {
  return useLiveStatus() === 'open';
}

/** A query's refetchInterval: `ms` (today's polling) while the stream is not open, none while it is. */
export function useFallbackPoll(ms: number): number | false {
  return useLiveOpen() ? false : ms;
}

/** Calls the latest `handler` with every `name` frame of the stream while the component is mounted. */
export function useLiveEvent<Name extends LiveEventName>(name: Name, handler: LiveHandler<Name>): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onLiveEvent<Name>(name, (data, source) => onEvent(data, source)), [name]);
}

/** Registers what a shell keeps fresh from the stream (loaded with it); answers what unregisters it. */
export type LiveUpdatesLoader = (queryClient: QueryClient) => Promise<() => void>;

/**
 * Opens the tab's event stream while `enabled` (a signed-in member shell or admin console is on screen) and
 * closes it when that ends. The stream's code, and `loadUpdates`, load on first use, so the first screens
 * stay small; what `loadUpdates` registers is in place before the first frame.
 */
export function useLiveStream(source: LiveSource, enabled: boolean, loadUpdates?: LiveUpdatesLoader): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stops: (() => void)[] = [];
    let unmounted = false;
    Promise.all([import('@/lib/live-stream'), loadUpdates?.(queryClient)])
      .then(([{ openLiveStream }, stopUpdates]) => {
        if (unmounted) {
          stopUpdates?.();
          return;
        }
        if (stopUpdates !== undefined) stops.push(stopUpdates);
        stops.push(openLiveStream(source));
      })
      .catch((error: unknown) => {
        // Without the stream the screens keep polling.
        console.warn('Could not load the live updates.', error);
      });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
    };
  }, [source, enabled, queryClient, loadUpdates]);
}
