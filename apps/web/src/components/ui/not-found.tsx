import clsx from 'clsx';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { buttonClasses } from './button';

const m = defineMessages('ui', uiEn);

interface NotFoundProps {
  homeTo?: string;
  homeLabel?: string;
}

export function NotFound({ homeTo = '/', homeLabel }: NotFoundProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-green-50 text-green-600">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-green-600">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{t(m.pageNotFound)}</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">{t(m.pageNotFoundText)}</p>
      <Link to={homeTo} className={clsx(buttonClasses('primary', 'md'), 'mt-6')}>
        {homeLabel ?? t(m.goToHome)}
      </Link>
    </div>
  );
}
