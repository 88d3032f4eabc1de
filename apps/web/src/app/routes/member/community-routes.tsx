import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Member chat and support screens, inside the member shell. */
export const memberCommunityRoutes: RouteObject[] = [
  { path: 'support', handle: title('Support'), lazy: page(() => import('./support')) },
  { path: 'chat/community', handle: title('Community Chat'), lazy: page(() => import('./chat-community')) },
  { path: 'chat/admin', handle: title('Admin Support'), lazy: page(() => import('./chat-admin')) },
];
