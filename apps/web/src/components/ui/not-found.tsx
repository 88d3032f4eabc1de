import clsx from 'clsx';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

interface NotFoundProps {
  homeTo?: string;
  homeLabel?: string;
}

export function NotFound({ homeTo = '/', homeLabel = 'Go to home' }: NotFoundProps) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-green-50 text-green-600">
        <Compass className="size-8" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-green-600">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-sm text-sm text-slate-500">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={homeTo} className={clsx(buttonClasses('primary', 'md'), 'mt-6')}>
        {homeLabel}
      </Link>
    </div>
  );
}
