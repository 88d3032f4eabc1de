import { Copy, Share2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/date';
import { showAlert, showToast } from '@/lib/dialogs';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { useReferrals } from '../api/get-referrals';

/** The sign-up address with the code filled in, on whatever host the member is using. */
export function referralLink(code: string): string {
  return `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    void showToast('success', done);
  } catch {
    void showAlert('error', 'Could not copy', text);
  }
}

const statusTone = { ACTIVE: 'green', PENDING: 'amber', SUSPENDED: 'red' } as const;

export function ReferScreen() {
  const referrals = useReferrals();
  const data = referrals.data;
  if (!data) {
    if (referrals.isError) {
      return (
        <LoadError
          what="your referrals"
          onRetry={() => void referrals.refetch()}
          retrying={referrals.isFetching}
        />
      );
    }
    return (
      <div role="status" aria-label="Loading referrals" className="flex flex-col gap-4">
        <Skeleton className="h-44 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  }
  const link = referralLink(data.code);
  const canShare = typeof navigator.share === 'function';

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 bg-gradient-to-br from-green-600 to-emerald-700 text-white">
        <div>
          <p className="text-sm text-white/90">Your referral code</p>
          <p className="font-mono text-3xl font-bold tracking-widest">{data.code}</p>
          <p className="mt-1 text-sm text-white/90">
            Earn {data.referralPercent}% of every level your friends buy or upgrade to.
          </p>
        </div>
        <p className="rounded-xl bg-white/15 px-3 py-2 font-mono text-xs break-all">
          <span className="sr-only">Referral link: </span>
          <span data-testid="referral-link">{link}</span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            icon={<Copy className="size-4" aria-hidden="true" />}
            onClick={() => void copy(link, 'Referral link copied!')}
          >
            Copy link
          </Button>
          {canShare ? (
            <Button
              variant="outline"
              icon={<Share2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                void navigator
                  .share({ title: 'Join me', text: `Sign up with my code ${data.code}`, url: link })
                  .catch(() => undefined)
              }
            >
              Share
            </Button>
          ) : (
            <Button
              variant="outline"
              icon={<Copy className="size-4" aria-hidden="true" />}
              onClick={() => void copy(data.code, 'Referral code copied!')}
            >
              Copy code
            </Button>
          )}
        </div>
      </Card>

      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          { label: 'Referred', value: String(data.referred.length), pkr: null },
          { label: 'Paid', value: formatUsd(data.totalPaid), pkr: formatPkr(usdToPkr(data.totalPaid)) },
          { label: 'Active', value: String(data.activeCount), pkr: null },
        ].map((item) => (
          <div key={item.label} className="rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-500">{item.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">
              {item.value}
              {item.pkr === null ? null : (
                <span className="block text-xs font-normal [overflow-wrap:anywhere] text-slate-500">
                  {item.pkr}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="-mt-2 text-xs text-slate-500">
        A deposit alone earns nothing: you are paid when a friend spends on a level.
      </p>

      <section aria-labelledby="referred-heading" className="flex flex-col gap-3">
        <h2 id="referred-heading" className="text-sm font-semibold text-slate-900">
          People you referred
        </h2>
        {data.referred.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <Users className="size-7 text-green-600" aria-hidden="true" />
            <p className="mt-3 text-sm text-slate-600">Nobody yet. Share your link to start earning.</p>
          </div>
        ) : (
          <ul aria-label="Referred members" className="flex flex-col gap-2">
            {data.referred.map((person) => (
              <li
                key={person.id}
                className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{person.maskedName}</p>
                  <p className="text-xs text-slate-500">Joined {formatDateTime(person.joinedAt)}</p>
                </div>
                {person.eligible ? (
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-right font-bold text-slate-900 tabular-nums">
                      +{formatUsd(person.earned)}
                      <span className="block text-xs font-normal text-slate-500">
                        +{formatPkr(usdToPkr(person.earned))}
                      </span>
                    </span>
                    <Badge tone={statusTone[person.status]}>
                      {person.status.charAt(0) + person.status.slice(1).toLowerCase()}
                    </Badge>
                  </div>
                ) : (
                  // Linked to this account (decision 0183): nothing is paid for them, whatever they spend.
                  <Badge tone="slate">Not eligible</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
