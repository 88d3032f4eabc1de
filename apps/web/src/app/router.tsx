import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { RootLayout } from './root-layout';
import { page, title } from './route-helpers';
import { RouteError } from './route-error';
import { GuestRoute } from './routes/member/guest-route';
import { adminEarningRoutes } from './routes/admin/earning-routes';
import { adminConsoleRoutes } from './routes/admin/console-routes';
import { adminMoneyRoutes } from './routes/admin/money-routes';
import { memberEarningRoutes } from './routes/member/earning-routes';
import { memberMoneyRoutes } from './routes/member/money-routes';
import { adminCommunityRoutes } from './routes/admin/community-routes';
import { memberCommunityRoutes } from './routes/member/community-routes';

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
          { path: 'login', handle: title('Log in'), lazy: page(() => import('./routes/member/login')) },
          { path: 'signup', handle: title('Sign up'), lazy: page(() => import('./routes/member/signup')) },
        ],
      },
      {
        path: 'verify-otp',
        handle: title('Verify OTP'),
        lazy: page(() => import('./routes/member/verify-otp')),
      },
      {
        path: 'forgot-password',
        handle: title('Forgot password'),
        lazy: page(() => import('./routes/member/forgot-password')),
      },
      {
        path: 'unsubscribe',
        handle: title('Unsubscribe'),
        lazy: page(() => import('./routes/member/unsubscribe')),
      },
      {
        path: 'reset-password',
        handle: title('Reset password'),
        lazy: page(() => import('./routes/member/reset-password')),
      },
      {
        lazy: page(() => import('./routes/member/member-layout')),
        children: [
          { index: true, handle: title('Home'), lazy: page(() => import('./routes/member/home')) },
          {
            path: 'settings',
            handle: title('Settings'),
            lazy: page(() => import('./routes/member/settings')),
          },
          {
            path: 'daily-ads',
            handle: title('Daily Ads'),
            lazy: page(() => import('./routes/member/daily-ads')),
          },
          { path: 'aviator', handle: title('Aviator'), lazy: page(() => import('./routes/member/aviator')) },
          {
            path: 'aviator/verify/:roundId',
            handle: title('Verify Round'),
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
        path: 'admin',
        lazy: page(() => import('./routes/admin/admin-layout')),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            handle: title('Dashboard'),
            lazy: page(() => import('./routes/admin/dashboard')),
          },
          {
            path: 'settings',
            handle: title('Settings'),
            lazy: page(() => import('./routes/admin/settings')),
          },
          ...adminMoneyRoutes,
          { path: 'aviator', handle: title('Aviator'), lazy: page(() => import('./routes/admin/aviator')) },
          ...adminCommunityRoutes,
          ...adminEarningRoutes,
          ...adminConsoleRoutes,
          {
            path: '*',
            handle: title('Page not found'),
            lazy: page(() => import('./routes/admin/not-found')),
          },
        ],
      },
      { path: '*', handle: title('Page not found'), lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
