import clsx from 'clsx';
import type { ReactNode } from 'react';

interface FormBesideTableProps {
  /** The add or edit form while it is open, else null. */
  form: ReactNode;
  /** The table and what goes under it. */
  children: ReactNode;
}

/**
 * An admin list with its add and edit form: the form stands beside the table only where both fit whole;
 * narrower, it stands above the table, which keeps the whole width.
 */
export function FormBesideTable({ form, children }: FormBesideTableProps) {
  const open = form !== null && form !== undefined && form !== false;
  return (
    <div
      className={clsx(
        'grid grid-cols-1 items-start gap-6',
        open && 'min-[1880px]:grid-cols-[minmax(0,1fr)_24rem]',
      )}
    >
      {open ? (
        <div className="max-w-3xl min-[1880px]:sticky min-[1880px]:top-24 min-[1880px]:col-start-2 min-[1880px]:row-start-1 min-[1880px]:max-w-none">
          {form}
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
    </div>
  );
}
