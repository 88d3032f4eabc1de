import type { RouteObject } from 'react-router';

/** Admin money screens (deposits, withdrawals, transactions), inside the admin frame. */
export const adminMoneyRoutes: RouteObject[] = [];
