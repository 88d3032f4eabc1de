import type { AdNetwork, CreatedAdNetwork } from '@earnflow/contracts';
import { ChartNoAxesColumn, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { pinnedBesideActions, usePinnedWidths } from '@/components/ui/pinned-beside-actions';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { useAdNetworks, useDeleteAdNetwork } from '../api/ad-networks';
import { AdNetworkForm } from './ad-network-form';
import { NetworkDayStats } from './network-day-stats';
import { SecretOnceDialog } from './secret-once-dialog';

const schemeNames: Record<AdNetwork['signatureScheme'], string> = {
  HMAC_SHA256: 'HMAC-SHA256',
  MD5: 'MD5',
  SHA1: 'SHA-1',
};

/** "50 %", "100 %". */
export const percent = (value: number) => `${String(value)} %`;
/** "No hold", "1 day", "30 days". */
export const holdText = (days: number) =>
  days === 0 ? 'No hold' : `${String(days)} day${days === 1 ? '' : 's'}`;

export function NetworkStatus({ network }: { network: AdNetwork }) {
  return network.isActive ? <Badge tone="green">Live</Badge> : <Badge>Paused</Badge>;
}

/** The form to connect or edit a network, and after connecting the secret, shown once. */
export function useNetworkForm() {
  const [form, setForm] = useState<{ open: boolean; editing: AdNetwork | null }>({
    open: false,
    editing: null,
  });
  const [created, setCreated] = useState<CreatedAdNetwork | null>(null);
  return {
    connect: () => setForm({ open: true, editing: null }),
    edit: (network: AdNetwork) => setForm({ open: true, editing: network }),
    dialogs: (
      <>
        <AdNetworkForm
          open={form.open}
          editing={form.editing}
          onClose={() => setForm({ open: false, editing: null })}
          onCreated={setCreated}
        />
        <SecretOnceDialog network={created} onClose={() => setCreated(null)} />
      </>
    ),
  };
}

/** Admin "Ad Networks": the connected offerwalls and rewarded-ad networks, and their days in figures. */
export function AdNetworksManager() {
  const networks = useAdNetworks();
  const remove = useDeleteAdNetwork();
  const pinnedWidthsRef = usePinnedWidths();
  const form = useNetworkForm();

  async function handleDelete(network: AdNetwork) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: `"${network.name}" will be deleted: its postbacks are no longer answered. Its history and money stay.`,
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(network.id, {
      onSuccess: () => void showToast('success', 'Network deleted'),
      onError: (error) => {
        if (handledByAdminFrame(error)) return;
        void showToast('error', errorMessage(error, 'Failed to delete the network'));
      },
    });
  }

  const columns: DataTableColumn<AdNetwork>[] = [
    {
      key: 'network',
      header: 'Network',
      cell: (network) => (
        <span className="flex min-w-40 flex-col">
          <Link
            to={`/admin/ad-networks/${network.id}`}
            className="font-semibold text-slate-900 [overflow-wrap:anywhere] hover:text-green-700 hover:underline"
          >
            {network.name}
          </Link>
          <span className="font-mono text-xs text-slate-500">{network.postbackPath}</span>
        </span>
      ),
    },
    {
      key: 'signature',
      header: 'Signature',
      className: 'whitespace-nowrap text-slate-600',
      cell: (network) => schemeNames[network.signatureScheme],
    },
    {
      key: 'share',
      header: 'Member share',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (network) => percent(network.memberSharePercent),
    },
    {
      key: 'hold',
      header: 'Hold',
      className: 'whitespace-nowrap text-slate-600',
      cell: (network) => holdText(network.holdDays),
    },
    {
      key: 'wall',
      header: 'Offerwall',
      className: 'whitespace-nowrap text-slate-600',
      cell: (network) => (network.offerwallUrl === null ? 'Not shown' : 'Shown to members'),
    },
    {
      key: 'status',
      header: 'Status',
      pinned: true,
      cell: (network) => <NetworkStatus network={network} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (network) => (
        <div className="flex gap-1.5">
          <Link
            to={`/admin/ad-networks/${network.id}`}
            aria-label={`Figures and postbacks of ${network.name}`}
            title="Figures and postbacks"
            className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-600"
          >
            <ChartNoAxesColumn className="size-4" aria-hidden="true" />
          </Link>
          <IconButton
            label={`Edit network ${network.name}`}
            title="Edit"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => form.edit(network)}
          />
          <IconButton
            tone="danger"
            label={`Delete network ${network.name}`}
            title="Delete"
            disabled={remove.isPending}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => void handleDelete(network)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <AdminSection
        title="Ad networks"
        description="Offerwalls and rewarded-ad networks that pay members through signed postbacks."
        actions={
          <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={form.connect}>
            Connect Network
          </Button>
        }
      >
        <div ref={pinnedWidthsRef} className={pinnedBesideActions}>
          <DataTable
            caption="Ad networks"
            columns={columns}
            rows={networks.data}
            rowKey={(network) => network.id}
            loading={networks.isLoading}
            emptyText="No networks connected yet."
            errorText={networks.error ? errorMessage(networks.error, 'Could not load the networks.') : null}
            onRetry={() => void networks.refetch()}
          />
        </div>
      </AdminSection>
      <AdminSection
        title="Offers by day"
        description="Every network, the last 30 days: what the networks paid, what members got, and the margin."
      >
        <NetworkDayStats />
      </AdminSection>
      {form.dialogs}
    </div>
  );
}
