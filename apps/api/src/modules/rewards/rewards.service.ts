import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createRewardItemsManagement } from './rewards-management';
import { createRewardViews } from './rewards-views';
import { createWatchList } from './rewards-watch-list';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { adsCreditedOnDay, unwatchedItemsOnDay } from './rewards.repository';
export type { RewardViewKind } from './rewards.repository';

export interface RewardsServiceDeps {
  db: Database;
  clock: Clock;
}

/**
 * The rewards service: the admin's ads and videos (rewards-management), the member's watch list
 * (rewards-watch-list) and the views that earn (rewards-views: start and complete).
 */
export function createRewardsService(deps: RewardsServiceDeps) {
  return {
    admin: createRewardItemsManagement(deps),
    ...createWatchList(deps),
    ...createRewardViews(deps),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
