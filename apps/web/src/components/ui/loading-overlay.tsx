import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { LogoMark } from './logo';

const m = defineMessages('ui', uiEn);

export function LoadingOverlay() {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/95 backdrop-blur-sm"
    >
      <LogoMark spinning className="size-14 [animation-duration:1.4s]" />
      <p className="text-sm font-medium text-slate-600">{t(m.loadingPleaseWait)}</p>
    </div>
  );
}
