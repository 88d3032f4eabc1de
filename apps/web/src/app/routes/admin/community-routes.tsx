import { Navigate, type RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Admin support, notifications and e-mail screens, inside the admin frame. */
export const adminCommunityRoutes: RouteObject[] = [
  { path: 'support', handle: title('Support'), lazy: page(() => import('./support')) },
  // Spec §2 spells the route this way; design §9 also sends the correct spelling there.
  { path: 'notifcations', handle: title('Notifications'), lazy: page(() => import('./notifications')) },
  { path: 'notifications', element: <Navigate to="/admin/notifcations" replace /> },
  { path: 'send-email', handle: title('Send Email'), lazy: page(() => import('./send-email')) },
];
