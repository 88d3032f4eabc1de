import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Admin console screens for members, admins and the audit log, inside the admin frame. */
export const adminConsoleRoutes: RouteObject[] = [
  { path: 'users', handle: title('Users'), lazy: page(() => import('./users')) },
  { path: 'users/:id', handle: title('Member'), lazy: page(() => import('./user-detail')) },
  { path: 'admins', handle: title('Admins'), lazy: page(() => import('./admins')) },
  { path: 'audit-log', handle: title('Audit Log'), lazy: page(() => import('./audit-log')) },
];
