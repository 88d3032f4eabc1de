import type { ReferredMember } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { Copy, Share2, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, ltr, translate, useT } from '@/i18n/i18n';
import referralsEn from '@/locales/en/referrals';
import { formatDateTime } from '@/lib/date';
import { showAlert, showToast } from '@/lib/dialogs';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import { useReferrals } from '../api/get-referrals';

const m = defineMessages('referrals', referralsEn);

/** The sign-up address with the code filled in, on whatever host the member is using. */
export function referralLink(code: string): string {
  return `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
}

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    void showToast('success', done);
  } catch {
    void showAlert('error', translate(m.copyFailed), text);
  }
}

const statusTone = { ACTIVE: 'green', PENDING: 'amber', SUSPENDED: 'red' } as const;
const statusLabels: Record<ReferredMember['status'], MessageDescriptor> = {
  ACTIVE: m.statusActive,
  PENDING: m.statusPending,
  SUSPENDED: m.statusSuspended,
};

export function ReferScreen() {
  const t = useT();
  const referrals = useReferrals();
  const data = referrals.data;
  if (!data) {
    if (referrals.isError) {
      return (
        <LoadError
          what={t(m.loadWhat)}
          onRetry={() => void referrals.refetch()}
          retrying={referrals.isFetching}
        />
      );
    }
    return (
      <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-4">
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
          <p className="text-sm text-white/90">{t(m.yourCode)}</p>
          <p className="font-mono text-3xl font-bold tracking-widest">
            <span dir="ltr">{data.code}</span>
          </p>
          <p className="mt-1 text-sm text-white/90">{t(m.earnPercent, { percent: data.referralPercent })}</p>
        </div>
        <p className="rounded-xl bg-white/15 px-3 py-2 font-mono text-xs break-all">
          <span className="sr-only">{t(m.referralLink)} </span>
          <span dir="ltr" data-testid="referral-link">
            {link}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            icon={<Copy className="size-4" aria-hidden="true" />}
            onClick={() => void copy(link, t(m.linkCopied))}
          >
            {t(m.copyLink)}
          </Button>
          {canShare ? (
            <Button
              variant="outline"
              icon={<Share2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                void navigator
                  .share({ title: t(m.shareTitle), text: t(m.shareText, { code: data.code }), url: link })
                  .catch(() => undefined)
              }
            >
              {t(m.share)}
            </Button>
          ) : (
            <Button
              variant="outline"
              icon={<Copy className="size-4" aria-hidden="true" />}
              onClick={() => void copy(data.code, t(m.codeCopied))}
            >
              {t(m.copyCode)}
            </Button>
          )}
        </div>
      </Card>

      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          { label: t(m.referred), value: String(data.referred.length), pkr: null },
          { label: t(m.paid), value: formatUsd(data.totalPaid), pkr: formatPkr(usdToPkr(data.totalPaid)) },
          { label: t(m.active), value: String(data.activeCount), pkr: null },
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
      <p className="-mt-2 text-xs text-slate-500">{t(m.depositEarnsNothing)}</p>

      <section aria-labelledby="referred-heading" className="flex flex-col gap-3">
        <h2 id="referred-heading" className="text-sm font-semibold text-slate-900">
          {t(m.peopleYouReferred)}
        </h2>
        {data.referred.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <Users className="size-7 text-green-600" aria-hidden="true" />
            <p className="mt-3 text-sm text-slate-600">{t(m.nobodyYet)}</p>
          </div>
        ) : (
          <ul aria-label={t(m.referredMembers)} className="flex flex-col gap-2">
            {data.referred.map((person) => (
              <li
                key={person.id}
                className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{person.maskedName}</p>
                  <p className="text-xs text-slate-500">
                    {t(m.joined, { date: formatDateTime(person.joinedAt) })}
                  </p>
                </div>
                {person.eligible ? (
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="text-end font-bold text-slate-900 tabular-nums">
                      {ltr(`+${formatUsd(person.earned)}`)}
                      <span className="block text-xs font-normal text-slate-500">
                        {ltr(`+${formatPkr(usdToPkr(person.earned))}`)}
                      </span>
                    </span>
                    <Badge tone={statusTone[person.status]}>{t(statusLabels[person.status])}</Badge>
                  </div>
                ) : (
                  // Linked to this account (decision 0183): nothing is paid for them, whatever they spend.
                  <Badge tone="slate">{t(m.notEligible)}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
