import { Navigate, type RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Member money screens (deposit, withdrawal, transfer, wallet, histories), inside the member shell. */
export const memberMoneyRoutes: RouteObject[] = [
  { path: 'deposit', handle: title('Deposit'), lazy: page(() => import('./deposit')) },
  { path: 'withdrawal', handle: title('Withdraw'), lazy: page(() => import('./withdrawal')) },
  // Design §9: the withdrawal-history empty state links to /withdraw, so that path is real too.
  { path: 'withdraw', element: <Navigate to="/withdrawal" replace /> },
  { path: 'transfer', handle: title('Transfer'), lazy: page(() => import('./transfer')) },
  { path: 'wallet', handle: title('Wallet'), lazy: page(() => import('./wallet')) },
  { path: 'history', handle: title('History Center'), lazy: page(() => import('./history')) },
  {
    path: 'deposit-history',
    handle: title('Deposit History'),
    lazy: page(() => import('./deposit-history')),
  },
  {
    path: 'withdrawal-history',
    handle: title('Withdrawal History'),
    lazy: page(() => import('./withdrawal-history')),
  },
];
