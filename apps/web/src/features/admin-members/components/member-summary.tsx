import type { AdminMemberDetail } from '@earnflow/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { DateTimeText } from '@/components/ui/date-time-text';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { MemberStatusBadge } from './member-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** The top of a member's page: who they are, their status and balance, who referred them. */
export function MemberSummary({ member }: { member: AdminMemberDetail }) {
  return (
    <section
      aria-label="Member profile"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={member.name} imageUrl={member.profileImage ?? undefined} size="xl" />
        <div className="min-w-0 flex-1 basis-48">
          <div className="flex flex-wrap items-center gap-2">
            {/* A name typed as one long word breaks inside the card, not over the balance beside it. */}
            <h2 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
              {member.name}
            </h2>
            <MemberStatusBadge status={member.status} />
          </div>
          <p className="mt-0.5 text-sm break-all text-slate-500">{member.email}</p>
        </div>
        <div className="w-full sm:w-auto sm:text-right">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Wallet balance</p>
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatUsd(member.balance)}
          </p>
          <p className="text-sm text-slate-500 tabular-nums">{formatPkr(usdToPkr(member.balance))}</p>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
        <Fact label="Account number">
          <span className="font-mono">{member.accountNumber}</span>
        </Fact>
        <Fact label="E-mail">{member.emailVerified ? 'Verified' : 'Not verified'}</Fact>
        <Fact label="Joined">
          <DateTimeText value={member.createdAt} />
        </Fact>
        <Fact label="Level">
          {member.level ? (
            <>
              {member.level.level}: {member.level.title}{' '}
              <span className="text-slate-500">
                ({member.level.expired ? 'expired' : 'until'} <DateTimeText value={member.level.expiresAt} />)
              </span>
            </>
          ) : (
            'None'
          )}
        </Fact>
        <Fact label="Streak">
          {member.streakScore} {member.streakScore === 1 ? 'day' : 'days'}
        </Fact>
        <Fact label="Referred by">
          {member.referrer ? (
            <Link
              to={`/admin/users/${member.referrer.id}`}
              className="font-medium text-green-700 hover:underline"
            >
              {member.referrer.name} ({member.referrer.accountNumber})
            </Link>
          ) : (
            'Nobody'
          )}
        </Fact>
        <Fact label="Referrals">{member.referrals}</Fact>
        <Fact label="Signed-in devices">{member.activeSessions}</Fact>
      </dl>
    </section>
  );
}
