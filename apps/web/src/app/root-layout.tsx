import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { setDocumentTitle } from '@/lib/document-title';
import { isRouteHandle } from './route-handle';

function usePageTitle(): string | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
}

/** Wraps every page: document title, scroll to top on route change, route-loading feedback. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = usePageTitle();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-green-100"
        >
          <div className="h-full w-2/5 animate-progress bg-green-600" />
        </div>
      ) : null}
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </>
  );
}
