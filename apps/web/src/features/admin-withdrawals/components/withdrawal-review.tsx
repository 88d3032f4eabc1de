import {
  paymentMethodLabels,
  type AdminWithdrawal,
  type UserStatus,
  type WithdrawalReview as Review,
} from '@earnflow/contracts';
import clsx from 'clsx';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DateTimeText } from '@/components/ui/date-time-text';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { copyWithToast } from '@/lib/clipboard';
import { formatUsd } from '@/lib/money';
import { useWithdrawalReview } from '../api/get-withdrawal-review';
import { ReviewDecisions } from './review-decisions';
import { REVIEW_QUEUE_PATH } from './review-path';
import { RiskReasonList, riskLevel } from './risk-badge';
import { withdrawalStatusLabel } from './withdrawal-status-options';

const memberTones: Record<UserStatus, BadgeTone> = { ACTIVE: 'green', PENDING: 'amber', SUSPENDED: 'red' };
const memberLabels: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  SUSPENDED: 'Suspended',
};

const scoreColours = {
  none: 'text-slate-700',
  low: 'text-green-700',
  medium: 'text-amber-700',
  high: 'text-red-700',
} as const;
const scoreLabels = { none: 'No risk', low: 'Low risk', medium: 'Medium risk', high: 'High risk' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

function WithdrawalState({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  if (withdrawal.status === 'PENDING') {
    return withdrawal.heldForReview ? (
      <Badge tone="amber">In review</Badge>
    ) : (
      <Badge tone="amber">Pending</Badge>
    );
  }
  const tone = withdrawal.status === 'COMPLETED' ? 'green' : 'red';
  return <Badge tone={tone}>{withdrawalStatusLabel(withdrawal.status)}</Badge>;
}

/** What is paid, where to, and who asks; the decision at its foot while it is still pending. */
function WithdrawalCard({ review, decisions }: { review: Review; decisions: ReactNode }) {
  const { withdrawal, member } = review;
  return (
    <section
      aria-label="Withdrawal"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Withdrawal</p>
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatUsd(withdrawal.amount, 0)}
          </p>
          <p className="text-sm text-slate-500 tabular-nums">
            Pays out {formatUsd(withdrawal.payout)}
            {withdrawal.fee > 0 ? ` after a ${formatUsd(withdrawal.fee)} fee` : ''}
          </p>
        </div>
        <WithdrawalState withdrawal={withdrawal} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Fact label="Member">
          <Link to={`/admin/users/${member.id}`} className="font-medium text-green-700 hover:underline">
            {member.name}
          </Link>{' '}
          <span className="font-mono text-xs text-slate-500">{member.accountNumber}</span>
        </Fact>
        <Fact label="Member status">
          <Badge tone={memberTones[member.status]}>{memberLabels[member.status]}</Badge>
        </Fact>
        <Fact label="Joined">
          <DateTimeText value={member.createdAt} />
        </Fact>
        <Fact label="Method">{paymentMethodLabels[withdrawal.paymentMethod]}</Fact>
        <Fact label="Bank name">{withdrawal.bankName}</Fact>
        <Fact label="Account holder">{withdrawal.accountHolderName}</Fact>
        <Fact label="Account number">
          <span className="inline-flex items-start gap-1">
            <span className="font-mono text-[13px]">{withdrawal.accountNumber}</span>
            <button
              type="button"
              aria-label={`Copy account number ${withdrawal.accountNumber}`}
              title="Copy account number"
              onClick={() =>
                void copyWithToast(withdrawal.accountNumber, {
                  copied: 'Account number copied',
                  failed: 'Could not copy the account number.',
                })
              }
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-600"
            >
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </Fact>
        <Fact label="Requested">
          <DateTimeText value={withdrawal.createdAt} />
        </Fact>
        <Fact label="Two-factor sign-in">{member.twoFactorEnabled ? 'On' : 'Off'}</Fact>
      </dl>
      {decisions}
    </section>
  );
}

/** The score, its band and every reason with the points it adds. */
function RiskCard({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { score, reasons } = withdrawal.risk;
  const level = riskLevel(score);
  return (
    // On a phone the reasons come first, above the facts and the decision.
    <section
      aria-labelledby="risk-heading"
      className="order-first flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:order-none"
    >
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="risk-heading" className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Risk score
          </h2>
          <p className={clsx('mt-1 text-4xl font-bold tabular-nums', scoreColours[level])}>
            {score}
            <span className="text-base font-medium text-slate-500"> / 100</span>
          </p>
        </div>
        <p className={clsx('text-sm font-semibold', scoreColours[level])}>{scoreLabels[level]}</p>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className={clsx(
            'h-full rounded-full',
            { none: 'bg-slate-300', low: 'bg-green-500', medium: 'bg-amber-500', high: 'bg-red-500' }[level],
          )}
          style={{ width: `${String(Math.min(100, Math.max(0, score)))}%` }}
        />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Why</h3>
        {reasons.length === 0 ? (
          <p className="text-sm text-slate-500">No risk signals.</p>
        ) : (
          <RiskReasonList reasons={reasons} />
        )}
      </div>
    </section>
  );
}

interface WithdrawalReviewProps {
  id: string;
  /** The member's linked accounts, cheat log and recent activity, drawn under the withdrawal. */
  details?: (review: Review) => ReactNode;
}

/** /admin/review-queue/{id}: what the operator decides a held withdrawal on, and the decision. */
export function WithdrawalReview({ id, details }: WithdrawalReviewProps) {
  const review = useWithdrawalReview(id);
  const navigate = useNavigate();
  const data = review.data;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <BackLink to={REVIEW_QUEUE_PATH} label="Review queue" />
      {data ? (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            <WithdrawalCard
              review={data}
              decisions={
                data.withdrawal.status === 'PENDING' ? (
                  <div className="border-t border-slate-100 pt-5">
                    <ReviewDecisions
                      withdrawal={data.withdrawal}
                      onDecided={() => void navigate(REVIEW_QUEUE_PATH)}
                      onFailed={() => void review.refetch()}
                    />
                  </div>
                ) : (
                  <p className="border-t border-slate-100 pt-5 text-sm text-slate-500">
                    This withdrawal has been decided.
                  </p>
                )
              }
            />
            <RiskCard withdrawal={data.withdrawal} />
          </div>
          {details?.(data)}
        </>
      ) : review.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          {errorMessage(review.error, 'Could not load this withdrawal.')}
        </div>
      ) : (
        <Skeleton className="h-72 rounded-2xl" />
      )}
    </div>
  );
}
