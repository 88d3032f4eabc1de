import { Fragment, lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { initialLanguage, showLanguage } from '@/i18n/language';
import { preloadDialogs } from '@/lib/dialogs';
import { queryClient } from '@/lib/query-client';
import '@/styles.css';
import { prefetchFirstScreen } from './first-screen';
import { Providers } from './providers';
import { router, routes } from './router';

// The service worker and its update prompt load after the page has loaded, outside the entry chunk: the
// worker's first install fetches every file of the app, which must not compete with the first screen's.
const UpdatePrompt = lazy(() => import('@/features/pwa/components/update-prompt'));

/** Its children, once the browser's load event has fired. */
function AfterLoad({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded ? children : null;
}

/**
 * The app drawn anew when the language changes: every text, amount and date is then in the new language,
 * including those of components that read no message (the router and the query cache are kept).
 */
function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

prefetchFirstScreen(queryClient, routes, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <InLanguage>
          <RouterProvider router={router} />
        </InLanguage>
        {'serviceWorker' in navigator ? (
          <AfterLoad>
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          </AfterLoad>
        ) : null}
      </Providers>
    </StrictMode>,
  );
}

// A reader of Urdu waits for its catalogue and font before the first paint; English waits for nothing.
if (initialLanguage() === 'ur') {
  void showLanguage('ur')
    .catch(() => undefined)
    .finally(() => render(container));
} else {
  render(container);
}

if (document.readyState === 'complete') preloadDialogs();
else window.addEventListener('load', preloadDialogs, { once: true });
