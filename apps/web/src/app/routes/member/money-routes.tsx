import type { RouteObject } from 'react-router';

/** Member money screens (deposit, withdrawal, transfer, wallet, histories), inside the member shell. */
export const memberMoneyRoutes: RouteObject[] = [];
