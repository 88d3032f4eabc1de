import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { defineMessages, useT } from '@/i18n/i18n';
import routeErrorEn from '@/locales/en/route-error';

const m = defineMessages('route-error', routeErrorEn);

/** Shown when a page fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.title)}</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">{t(m.description)}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t(m.reload)}
      </Button>
    </main>
  );
}
