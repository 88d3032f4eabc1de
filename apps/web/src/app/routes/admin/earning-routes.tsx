import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/**
 * Admin screens of the earning features (levels, reward ads and ad networks, video bonus, spin wheel,
 * tasks, redeem codes, hot offers).
 */
export const adminEarningRoutes: RouteObject[] = [
  { path: 'levels', handle: title('Levels'), lazy: page(() => import('./levels')) },
  { path: 'reward-ads', handle: title('Reward Ads'), lazy: page(() => import('./reward-ads')) },
  { path: 'ad-networks', handle: title('Ad Networks'), lazy: page(() => import('./ad-networks')) },
  {
    path: 'ad-networks/:id',
    handle: title('Ad Network'),
    lazy: page(() => import('./ad-network-detail')),
  },
  { path: 'video-bonus', handle: title('Video Bonus'), lazy: page(() => import('./video-bonus')) },
  { path: 'hot-offers', handle: title('Hot Offers'), lazy: page(() => import('./hot-offers')) },
  { path: 'spin-wheel', handle: title('Spin Wheel'), lazy: page(() => import('./spin-wheel')) },
  { path: 'tasks', handle: title('Tasks'), lazy: page(() => import('./tasks')) },
  { path: 'redeem-codes', handle: title('Redeem Codes'), lazy: page(() => import('./redeem-codes')) },
];
