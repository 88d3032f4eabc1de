import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadDialogs } from '@/lib/dialogs';
import { queryClient } from '@/lib/query-client';
import '@/styles.css';
import { Providers } from './providers';
import { router } from './router';

// The service worker and its update prompt load after the first paint, outside the entry chunk.
const UpdatePrompt = lazy(() => import('@/features/pwa/components/update-prompt'));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
      {'serviceWorker' in navigator ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </Providers>
  </StrictMode>,
);

if (document.readyState === 'complete') preloadDialogs();
else window.addEventListener('load', preloadDialogs, { once: true });
