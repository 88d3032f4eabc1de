/**
 * The one source of "now" for every rule where time decides money or access (view durations, daily
 * limits, expiries, streaks, cash-outs, lockouts). Injected through buildApp, so tests move time
 * without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
