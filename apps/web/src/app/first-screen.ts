import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { levelStatusQuery } from '@/features/levels/api/get-level-status';
import { unreadNotificationsQuery } from '@/features/notifications/api/get-unread-notifications';
import { meQuery } from '@/features/profile/api/get-me';
import { watchListQuery } from '@/features/rewards/api/get-watch-list';
import { getMemberToken } from '@/lib/session';
import MemberLayout from './routes/member/member-layout';

/** What the page itself reads first, for the pages members open the app at most. */
const pageCalls: Record<string, (client: QueryClient) => Promise<unknown>> = {
  '/': (client) => client.query(levelStatusQuery),
  '/daily-ads': (client) => client.query(watchListQuery('ads')),
};

/** A failure is the screen's to show (its query holds the error); here it is only not thrown again. */
const ignore = () => undefined;

/**
 * Starts the calls a signed-in member's first screen makes as soon as the app's code runs, all at once:
 * the member shell's profile and bell, and what the page reads first. Without this they wait for the
 * first render, and the page's own call waits for the profile (docs/decisions/0176). The screens read the
 * same queries, so nothing is asked twice; without a stored member token, or on a page outside the member
 * shell, nothing is asked.
 */
export function prefetchFirstScreen(client: QueryClient, routes: RouteObject[], pathname: string): void {
  if (getMemberToken() === null) return;
  const matched = matchRoutes(routes, pathname) ?? [];
  if (!matched.some(({ route }) => route.Component === MemberLayout)) return;
  client.query(meQuery).catch(ignore);
  client.query(unreadNotificationsQuery).catch(ignore);
  const last = matched.at(-1)?.pathnameBase ?? '';
  pageCalls[last]?.(client).catch(ignore);
}
