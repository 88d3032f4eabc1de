import { defineMessages } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import { Navigate, type RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

const titles = defineMessages('titles', titlesEn);

/** Member money screens (deposit, withdrawal, transfer, wallet, histories), inside the member shell. */
export const memberMoneyRoutes: RouteObject[] = [
  { path: 'deposit', handle: title(titles.deposit), lazy: page(() => import('./deposit')) },
  { path: 'withdrawal', handle: title(titles.withdraw), lazy: page(() => import('./withdrawal')) },
  // Design §9: the withdrawal-history empty state links to /withdraw, so that path is real too.
  { path: 'withdraw', element: <Navigate to="/withdrawal" replace /> },
  { path: 'transfer', handle: title(titles.transfer), lazy: page(() => import('./transfer')) },
  { path: 'wallet', handle: title(titles.wallet), lazy: page(() => import('./wallet')) },
  { path: 'history', handle: title(titles.historyCenter), lazy: page(() => import('./history')) },
  {
    path: 'deposit-history',
    handle: title(titles.depositHistory),
    lazy: page(() => import('./deposit-history')),
  },
  {
    path: 'withdrawal-history',
    handle: title(titles.withdrawalHistory),
    lazy: page(() => import('./withdrawal-history')),
  },
];
