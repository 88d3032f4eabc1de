import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmailText } from './email-text';

interface MemberCellProps {
  member: { name: string; email?: string; accountNumber?: string };
  /**
   * The line under the name: the account number (the e-mail then shows when the name is hovered), or the
   * e-mail, which wraps after its "@" first.
   */
  detail?: 'accountNumber' | 'email';
  /** The member's page: the whole cell links to it. */
  to?: string;
  /** Beside the name, kept on one line, e.g. "(you)". */
  nameNote?: ReactNode;
  /** The widest the cell grows, e.g. "max-w-60"; a longer name or e-mail wraps inside it. */
  maxWidth?: string;
  /** e.g. a minimum width, so the name does not wrap too early. */
  className?: string;
}

/**
 * A member (or an admin) in an admin table cell: the name over the account number or the e-mail. Its
 * width is bounded, so a long name, even one typed as a single word, wraps instead of widening the table
 * past its card.
 */
export function MemberCell({
  member,
  detail = 'accountNumber',
  to,
  nameNote,
  maxWidth = 'max-w-48',
  className,
}: MemberCellProps) {
  const content = (
    <>
      <span
        className={clsx(
          'font-medium [overflow-wrap:anywhere] text-slate-900',
          to !== undefined && 'group-hover:text-green-700 group-hover:underline',
        )}
        title={detail === 'accountNumber' ? member.email : undefined}
      >
        {member.name}
        {nameNote ? (
          <span className="ms-1.5 text-xs font-normal whitespace-nowrap text-slate-500">{nameNote}</span>
        ) : null}
      </span>
      {detail === 'email' && member.email !== undefined ? (
        <span className="text-xs [overflow-wrap:anywhere] text-slate-500">
          <EmailText email={member.email} />
        </span>
      ) : null}
      {detail === 'accountNumber' && member.accountNumber !== undefined ? (
        <span className="font-mono text-xs text-slate-500">{member.accountNumber}</span>
      ) : null}
    </>
  );
  const classes = clsx('flex flex-col', maxWidth, className);
  return to === undefined ? (
    <div className={classes}>{content}</div>
  ) : (
    <Link to={to} className={clsx('group', classes)}>
      {content}
    </Link>
  );
}
