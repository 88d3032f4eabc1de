import type { AdNetwork } from '@earnflow/contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAdNetwork } from '../api/ad-networks';
import { schemeLabels } from './ad-network-form';
import { holdText, NetworkStatus, percent, useNetworkForm } from './ad-networks-manager';
import { NetworkDayStats } from './network-day-stats';
import { PostbackLog } from './postback-log';
import { CopyValue, postbackUrl } from './secret-once-dialog';

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** What the network is set up with (never its secret). */
function NetworkSettings({ network }: { network: AdNetwork }) {
  const mono = (text: string) => <code className="font-mono text-[13px]">{text}</code>;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <CopyValue label="Postback URL" value={postbackUrl(network)} />
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-4">
        <Setting label="Status">
          <NetworkStatus network={network} />
        </Setting>
        <Setting label="Member share">{percent(network.memberSharePercent)}</Setting>
        <Setting label="Hold">{holdText(network.holdDays)}</Setting>
        <Setting label="Exchange rate">1 unit = ${String(network.exchangeRate)}</Setting>
        <Setting label="Signature">{schemeLabels[network.signatureScheme]}</Setting>
        <Setting label="Signed parameters">{mono(network.signatureParams.join(', '))}</Setting>
        <Setting label="Parameters">
          {mono(
            [
              network.transactionParam,
              network.userParam,
              network.rewardParam,
              network.payoutParam,
              network.statusParam,
              network.signatureParam,
            ].join(', '),
          )}
        </Setting>
        <Setting label="Status values">
          {mono(network.creditStatus)} credit, {mono(network.reversalStatus)} reversal
        </Setting>
        <Setting label="Reply">{mono(network.successReply)}</Setting>
        <Setting label="Allowed addresses">
          {network.allowedIps.length === 0 ? 'Any' : mono(network.allowedIps.join(', '))}
        </Setting>
        <Setting label="Offerwall URL">
          {network.offerwallUrl === null ? 'Not shown to members' : mono(network.offerwallUrl)}
        </Setting>
      </dl>
    </div>
  );
}

/** /admin/ad-networks/{id}: a network's settings, its days in figures and every postback it sent. */
export function AdNetworkDetail({ id }: { id: string }) {
  const network = useAdNetwork(id);
  const form = useNetworkForm();
  const data = network.data;
  return (
    <div className="flex flex-col gap-8">
      <BackLink to="/admin/ad-networks" label="All networks" />
      {data ? (
        <>
          <AdminSection
            title={data.name}
            description="What the network was set up with. The secret is never shown again."
            actions={
              <Button
                variant="outline"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onClick={() => form.edit(data)}
              >
                Edit Network
              </Button>
            }
          >
            <NetworkSettings network={data} />
          </AdminSection>
          <AdminSection
            title="Offers by day"
            description="The last 30 days: completions, reversals, what the network paid, what members got, and the margin."
          >
            <NetworkDayStats networkId={data.id} />
          </AdminSection>
          <AdminSection
            title="Postback log"
            description="Every call the network made, newest first, with its outcome. The signature is not kept."
          >
            <PostbackLog networkId={data.id} />
          </AdminSection>
          {form.dialogs}
        </>
      ) : network.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
          {errorMessage(network.error, 'Could not load this network.')}
        </div>
      ) : (
        <Skeleton className="h-56 rounded-2xl" />
      )}
    </div>
  );
}
