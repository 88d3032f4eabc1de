import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
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

prefetchFirstScreen(queryClient, routes, window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
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

if (document.readyState === 'complete') preloadDialogs();
else window.addEventListener('load', preloadDialogs, { once: true });
