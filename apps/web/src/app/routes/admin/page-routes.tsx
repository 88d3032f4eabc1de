import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';
import { adminCommunityRoutes } from './community-routes';
import { adminConsoleRoutes } from './console-routes';
import { adminEarningRoutes } from './earning-routes';
import { adminMoneyRoutes } from './money-routes';

/**
 * Every page of the admin console inside its frame. The app's route table learns them on the first
 * navigation into /admin (`patchAdminRoutes` in app/router.tsx), so a member's first load does not carry
 * the console's table (docs/decisions/0176).
 */
export const adminPageRoutes: RouteObject[] = [
  { path: 'dashboard', handle: title('Dashboard'), lazy: page(() => import('./dashboard')) },
  { path: 'settings', handle: title('Settings'), lazy: page(() => import('./settings')) },
  ...adminMoneyRoutes,
  { path: 'aviator', handle: title('Aviator'), lazy: page(() => import('./aviator')) },
  ...adminCommunityRoutes,
  ...adminEarningRoutes,
  ...adminConsoleRoutes,
];
