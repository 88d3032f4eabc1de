import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';

export interface UsersServiceDeps {
  db: Database;
  clock: Clock;
  guards: AttemptGuardsService;
  /** One-time codes e-mailed to one account in 24 hours (lib/limits.ts). */
  codesPerDay: number;
  appName: string;
  publicUrl: string;
  /** Called after a transaction queued e-mail, so it goes out without waiting for the next poll. */
  onEmailQueued: () => void;
}
