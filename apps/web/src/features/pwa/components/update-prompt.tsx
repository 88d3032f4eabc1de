import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';
import { defineMessages, useT } from '@/i18n/i18n';
import pwaEn from '@/locales/en/pwa';

const m = defineMessages('pwa', pwaEn);

/** How often an open app asks the server whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, once a new version has been downloaded, says so; the new version
 * takes over only when the member presses Reload (docs/decisions/0091).
 */
export default function UpdatePrompt() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="fixed inset-x-0 bottom-[calc(6.5rem+env(safe-area-inset-bottom))] z-[75] flex justify-center px-3 md:bottom-6">
      <div
        role="status"
        aria-live="polite"
        className="flex w-full max-w-md items-center gap-3 rounded-2xl border border-green-100 bg-white p-3 shadow-lg"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-green-50 text-green-700">
          <RefreshCw className="size-4" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 text-sm font-medium text-slate-800">{t(m.newVersion)}</p>
        <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
          {t(m.later)}
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {t(m.reload)}
        </Button>
      </div>
    </div>
  );
}
