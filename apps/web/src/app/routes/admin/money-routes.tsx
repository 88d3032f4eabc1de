import type { RouteObject } from 'react-router';
import { page, title } from '../../route-helpers';

/** Admin money screens (deposits, withdrawals and their review, transactions), inside the admin frame. */
export const adminMoneyRoutes: RouteObject[] = [
  { path: 'deposits', handle: title('New Deposits'), lazy: page(() => import('./deposits')) },
  { path: 'all-deposits', handle: title('All Deposits'), lazy: page(() => import('./all-deposits')) },
  { path: 'withdrawals', handle: title('Withdrawals'), lazy: page(() => import('./withdrawals')) },
  {
    path: 'all-withdrawals',
    handle: title('All Withdrawals'),
    lazy: page(() => import('./all-withdrawals')),
  },
  { path: 'review-queue', handle: title('Review Queue'), lazy: page(() => import('./review-queue')) },
  {
    path: 'review-queue/:id',
    handle: title('Withdrawal Review'),
    lazy: page(() => import('./withdrawal-review')),
  },
  { path: 'transactions', handle: title('Transactions'), lazy: page(() => import('./transactions')) },
];
