import { defineMessages } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import { createBrowserRouter, Navigate, type DOMRouterOpts, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { RootLayout } from './root-layout';
import { page, title } from './route-helpers';
import { RouteError } from './route-error';
import { GuestRoute } from './routes/member/guest-route';
// The first screens (a visitor's /login, a member's shell and home) are in the entry: no second round of
// requests before they can draw (docs/decisions/0176). Every other page loads when it is opened.
import HomePage from './routes/member/home';
import LoginPage from './routes/member/login';
import MemberLayout from './routes/member/member-layout';
import { memberEarningRoutes } from './routes/member/earning-routes';
import { memberMoneyRoutes } from './routes/member/money-routes';
import { memberCommunityRoutes } from './routes/member/community-routes';

const titles = defineMessages('titles', titlesEn);

const ADMIN_ROUTE_ID = 'admin';

/** The one route table of the app: member pages, the admin console and the 404 page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: GuestRoute,
        children: [
          { path: 'login', handle: title(titles.logIn), Component: LoginPage },
          {
            path: 'signup',
            handle: title(titles.signUp),
            lazy: page(() => import('./routes/member/signup')),
          },
        ],
      },
      {
        path: 'verify-otp',
        handle: title(titles.verifyOtp),
        lazy: page(() => import('./routes/member/verify-otp')),
      },
      {
        path: 'forgot-password',
        handle: title(titles.forgotPassword),
        lazy: page(() => import('./routes/member/forgot-password')),
      },
      {
        path: 'unsubscribe',
        handle: title(titles.unsubscribe),
        lazy: page(() => import('./routes/member/unsubscribe')),
      },
      {
        path: 'reset-password',
        handle: title(titles.resetPassword),
        lazy: page(() => import('./routes/member/reset-password')),
      },
      {
        Component: MemberLayout,
        children: [
          { index: true, handle: title(titles.home), Component: HomePage },
          {
            path: 'settings',
            handle: title(titles.settings),
            lazy: page(() => import('./routes/member/settings')),
          },
          {
            path: 'daily-ads',
            handle: title(titles.dailyAds),
            lazy: page(() => import('./routes/member/daily-ads')),
          },
          {
            path: 'aviator',
            handle: title(titles.aviator),
            lazy: page(() => import('./routes/member/aviator')),
          },
          {
            path: 'aviator/verify/:roundId',
            handle: title(titles.verifyRound),
            lazy: page(() => import('./routes/member/aviator-verify')),
          },
          // Design §9: the earnings-history empty state links to /earn, so that path is real too.
          { path: 'earn', element: <Navigate to="/daily-ads" replace /> },
          ...memberMoneyRoutes,
          ...memberCommunityRoutes,
          ...memberEarningRoutes,
        ],
      },
      {
        path: 'auth/login',
        handle: title('Admin login'),
        lazy: page(() => import('./routes/admin/admin-login')),
      },
      {
        id: ADMIN_ROUTE_ID,
        path: 'admin',
        lazy: page(() => import('./routes/admin/admin-layout')),
        // The console's pages join here on the first navigation into /admin (patchAdminRoutes below).
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: '*',
            handle: title(titles.pageNotFound),
            lazy: page(() => import('./routes/admin/not-found')),
          },
        ],
      },
      { path: '*', handle: title(titles.pageNotFound), lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * A path under /admin that the table does not know yet first matches the console's 404 route; React
 * Router then asks here, and the console's pages are loaded and added under /admin before it decides
 * (lazy route discovery). Adding them again later changes nothing.
 */
export const patchAdminRoutes: NonNullable<DOMRouterOpts['patchRoutesOnNavigation']> = async ({
  path,
  patch,
}) => {
  if (!/^\/admin(\/|$)/.test(path)) return;
  const { adminPageRoutes } = await import('./routes/admin/page-routes');
  patch(ADMIN_ROUTE_ID, adminPageRoutes);
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
