import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Member earning screens (levels, ads, videos, earnings history, spin, tasks, referrals, bonuses), inside the member shell. */
export const memberEarningRoutes: RouteObject[] = [
  { path: 'ads', handle: title('Watch Ad'), lazy: page(() => import('./ads')) },
  { path: 'videos', handle: title('Videos'), lazy: page(() => import('./videos')) },
  { path: 'levels-info', handle: title('Levels'), lazy: page(() => import('./levels-info')) },
  { path: 'upgrade-level', handle: title('Upgrade Level'), lazy: page(() => import('./upgrade-level')) },
  { path: 'level-up', handle: title('My Level'), lazy: page(() => import('./level-up')) },
  {
    path: 'earnings-history',
    handle: title('Earnings History'),
    lazy: page(() => import('./earnings-history')),
  },
  { path: 'spin', handle: title('Spin & Win'), lazy: page(() => import('./spin')) },
  { path: 'spin-history', handle: title('Spin History'), lazy: page(() => import('./spin-history')) },
  { path: 'tasks', handle: title('Tasks and Missions'), lazy: page(() => import('./tasks')) },
  { path: 'refer', handle: title('Refer & Earn'), lazy: page(() => import('./refer')) },
  { path: 'redeem', handle: title('Redeem Code'), lazy: page(() => import('./redeem')) },
  { path: 'offers', handle: title('Offers'), lazy: page(() => import('./offers')) },
];
