import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { RootLayout } from './root-layout';
import { page, title } from './route-helpers';
import { RouteError } from './route-error';
import { adminMoneyRoutes } from './routes/admin/money-routes';
import { memberMoneyRoutes } from './routes/member/money-routes';

/** The one route table of the app: member pages, the admin console and the 404 page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteError,
    children: [
      { path: 'login', handle: title('Log in'), lazy: page(() => import('./routes/member/login')) },
      { path: 'signup', handle: title('Sign up'), lazy: page(() => import('./routes/member/signup')) },
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
          ...memberMoneyRoutes,
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
