import { useId, type ReactNode } from 'react';

interface AdminSectionProps {
  title: ReactNode;
  /** Under the title, in smaller type. */
  description?: ReactNode;
  /** How many wait for the admin, shown beside the title when there are any (e.g. proofs to review). */
  count?: number;
  /** Buttons at the end of the header, e.g. Add or Refresh. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A part of an admin screen named by its heading: the title, a line about it, its buttons, then its content. */
export function AdminSection({ title, description, count, actions, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
            {count !== undefined && count > 0 ? (
              // The space keeps the count a word of its own in the heading's name: "Proofs to review 3".
              <>
                {' '}
                <span className="ms-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber-100 px-2 align-middle text-xs font-bold text-amber-800 tabular-nums">
                  {count}
                </span>
              </>
            ) : null}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
