import { defineMessages } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

const titles = defineMessages('titles', titlesEn);

/** Member chat and support screens, inside the member shell. */
export const memberCommunityRoutes: RouteObject[] = [
  { path: 'support', handle: title(titles.support), lazy: page(() => import('./support')) },
  {
    path: 'chat/community',
    handle: title(titles.communityChat),
    lazy: page(() => import('./chat-community')),
  },
  { path: 'chat/admin', handle: title(titles.adminSupport), lazy: page(() => import('./chat-admin')) },
];
