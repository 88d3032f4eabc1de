import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

interface AuthLayoutProps {
  appName: string;
  title: string;
  description?: ReactNode;
  /** A small label above the title, e.g. "Admin console". */
  eyebrow?: string;
  homeTo?: string;
  /** Under the card: the member screens' language menu (the admin console is English only). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: brand, a heading and one card. */
export function AuthLayout({
  appName,
  title,
  description,
  eyebrow,
  homeTo = '/',
  footer,
  children,
}: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-green-50 via-white to-white">
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-5 pt-10 pb-8 sm:pt-16">
        <Link
          to={homeTo}
          className="self-center rounded-lg focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <Logo appName={appName} />
        </Link>
        <div className="mt-8 rounded-3xl border border-slate-200/80 bg-white p-6 shadow-lg shadow-green-900/5 sm:p-8">
          <div className="mb-6">
            {eyebrow ? (
              <p className="mb-1 text-xs font-semibold tracking-wider text-green-700 uppercase">{eyebrow}</p>
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="mt-1.5 text-sm text-slate-500">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer}
        <p className="mt-auto pt-8 text-center text-xs text-slate-500">
          © {new Date().getFullYear()} {appName}
        </p>
      </main>
    </div>
  );
}
