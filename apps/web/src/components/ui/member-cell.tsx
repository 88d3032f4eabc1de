interface MemberCellProps {
  member: { name: string; email: string; accountNumber: string };
  /** e.g. a minimum width, so the name does not wrap too early. */
  className?: string;
}

/** A member in an admin table cell: the name (email on hover) over the account number. */
export function MemberCell({ member, className }: MemberCellProps) {
  return (
    <div className={className}>
      <p className="font-medium text-slate-900" title={member.email}>
        {member.name}
      </p>
      <p className="font-mono text-xs text-slate-500">{member.accountNumber}</p>
    </div>
  );
}
