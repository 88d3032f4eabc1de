import clsx from 'clsx';

interface MemberCellProps {
  member: { name: string; email: string; accountNumber: string };
  /** e.g. a minimum width, so the name does not wrap too early. */
  className?: string;
}

/**
 * A member in an admin table cell: the name (email on hover) over the account number. Its width is
 * bounded, so a long name wraps instead of widening the table past its card.
 */
export function MemberCell({ member, className }: MemberCellProps) {
  return (
    <div className={clsx('max-w-48', className)}>
      <p className="font-medium break-words text-slate-900" title={member.email}>
        {member.name}
      </p>
      <p className="font-mono text-xs text-slate-500">{member.accountNumber}</p>
    </div>
  );
}
