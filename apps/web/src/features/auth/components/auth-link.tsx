import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthLinkProps {
  to: string;
  children: ReactNode;
}

/** A text link on the sign-in pages, padded to a finger-sized hit area without taking more room. */
export function AuthLink({ to, children }: AuthLinkProps) {
  return (
    <Link to={to} className="-my-2.5 inline-block py-2.5 font-semibold text-green-700 hover:text-green-800">
      {children}
    </Link>
  );
}

interface AuthPromptProps extends AuthLinkProps {
  /** The question before the link, e.g. "New here?". */
  prompt?: string;
}

/** The centred line under a sign-in form that leads to the neighbouring page. */
export function AuthPrompt({ prompt, to, children }: AuthPromptProps) {
  return (
    <p className="text-center text-sm text-slate-600">
      {prompt ? `${prompt} ` : null}
      <AuthLink to={to}>{children}</AuthLink>
    </p>
  );
}
