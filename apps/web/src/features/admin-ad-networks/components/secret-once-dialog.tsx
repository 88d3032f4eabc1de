import type { CreatedAdNetwork } from '@earnflow/contracts';
import { Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Modal } from '@/components/ui/modal';
import { copyWithToast } from '@/lib/clipboard';

/** The address a network sends its postbacks to, on this site. */
export function postbackUrl(network: { postbackPath: string }): string {
  return `${window.location.origin}${network.postbackPath}`;
}

/** A value to give the network, on one line, with a copy button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900">
          {value}
        </code>
        <IconButton
          label={`Copy ${label.toLowerCase()}`}
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() =>
            void copyWithToast(value, { copied: `${label} copied`, failed: `Could not copy the ${label}` })
          }
        />
      </div>
    </div>
  );
}

/** After connecting: the postback address to give the network, and the secret, shown this once. */
export function SecretOnceDialog({
  network,
  onClose,
}: {
  network: CreatedAdNetwork | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={network !== null}
      onClose={onClose}
      size="md"
      title={network ? `${network.name} is connected` : ''}
      description="Give the network this postback address. Postbacks must be signed with the secret."
      footer={<Button onClick={onClose}>I have saved the secret</Button>}
    >
      {network ? (
        <div className="flex flex-col gap-4 px-5 py-4">
          <CopyValue label="Postback URL" value={postbackUrl(network)} />
          <CopyValue label="Secret" value={network.secret} />
          <p
            role="note"
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            This is the only time the secret is shown. It is stored encrypted; to change it, enter a new one
            when you edit the network.
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
