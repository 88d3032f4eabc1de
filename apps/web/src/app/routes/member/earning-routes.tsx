import { defineMessages } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

const titles = defineMessages('titles', titlesEn);

/** Member earning screens (levels, ads, videos, earnings history, spin, tasks, referrals, bonuses), inside the member shell. */
export const memberEarningRoutes: RouteObject[] = [
  { path: 'ads', handle: title(titles.watchAd), lazy: page(() => import('./ads')) },
  { path: 'videos', handle: title(titles.videos), lazy: page(() => import('./videos')) },
  { path: 'levels-info', handle: title(titles.levels), lazy: page(() => import('./levels-info')) },
  { path: 'upgrade-level', handle: title(titles.upgradeLevel), lazy: page(() => import('./upgrade-level')) },
  { path: 'level-up', handle: title(titles.myLevel), lazy: page(() => import('./level-up')) },
  {
    path: 'earnings-history',
    handle: title(titles.earningsHistory),
    lazy: page(() => import('./earnings-history')),
  },
  { path: 'spin', handle: title(titles.spinAndWin), lazy: page(() => import('./spin')) },
  { path: 'spin-history', handle: title(titles.spinHistory), lazy: page(() => import('./spin-history')) },
  { path: 'tasks', handle: title(titles.tasksAndMissions), lazy: page(() => import('./tasks')) },
  { path: 'refer', handle: title(titles.referAndEarn), lazy: page(() => import('./refer')) },
  { path: 'redeem', handle: title(titles.redeemCode), lazy: page(() => import('./redeem')) },
  { path: 'offers', handle: title(titles.offers), lazy: page(() => import('./offers')) },
];
