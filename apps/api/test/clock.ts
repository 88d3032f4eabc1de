import type { Clock } from '../src/lib/clock';

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-22T08:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
