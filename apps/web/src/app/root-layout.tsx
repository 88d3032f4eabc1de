import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { defineMessages, useT } from '@/i18n/i18n';
import { setDocumentTitle } from '@/lib/document-title';
import uiEn from '@/locales/en/ui';
import { LanguageSync } from './language-sync';
import { isRouteHandle } from './route-handle';

const ui = defineMessages('ui', uiEn);

function usePageTitle(): string | undefined {
  const matches = useMatches();
  const t = useT();
  const title = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  return typeof title === 'object' ? t(title) : title;
}

/** Wraps every page: document title, scroll to top on route change, route-loading feedback. */
export function RootLayout() {
  const t = useT();
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
      <LanguageSync />
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t(ui.loadingPage)}
          // Mirrored right to left (the bar sits at `left-0` on purpose): it then runs from the right.
          className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-green-100 rtl:-scale-x-100"
        >
          <div className="absolute inset-y-0 left-0 w-2/5 animate-progress bg-green-600" />
        </div>
      ) : null}
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </>
  );
}
