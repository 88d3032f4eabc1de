import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={clsx('rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm', className)}
      {...props}
    />
  );
}

interface CardHeaderProps {
  title: string;
  description?: string;
  titleId?: string;
}

export function CardHeader({ title, description, titleId }: CardHeaderProps) {
  return (
    <header className="mb-4">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
    </header>
  );
}
