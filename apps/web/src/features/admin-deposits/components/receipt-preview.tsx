import type { Deposit } from '@earnflow/contracts';
import { paymentMethodLabels } from '@earnflow/contracts';
import { ExternalLink, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatUsd } from '@/lib/money';

/** Receipts are uploads (pdf, png, jpeg, svg); a PDF cannot be shown as an image. */
export function isPdfReceipt(url: string): boolean {
  return /\.pdf(?:$|[?#])/i.test(url);
}

/** The receipt cell: a thumbnail opening a full-size preview, a PDF link, or 'No receipt'. */
export function ReceiptCell({ deposit }: { deposit: Deposit }) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const { receipt, user } = deposit;

  if (!receipt) return <span className="text-sm whitespace-nowrap text-slate-500">No receipt</span>;

  if (isPdfReceipt(receipt) || broken) {
    const Icon = broken ? ImageOff : FileText;
    return (
      <a
        href={receipt}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open receipt of ${user.name}${broken ? '' : ' (PDF)'}`}
        title={broken ? 'The preview could not be loaded; open the file' : 'Open the PDF receipt'}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-200 bg-slate-50 px-2.5 text-xs font-semibold text-slate-700 hover:border-green-300 hover:bg-green-50 hover:text-green-800"
      >
        <Icon className="size-4" aria-hidden="true" />
        {broken ? 'File' : 'PDF'}
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`View receipt of ${user.name}`}
        className="group relative block size-10 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600"
      >
        <img
          src={receipt}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="size-full object-cover transition group-hover:scale-110"
        />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Receipt from ${user.name}`}
        description={`${formatUsd(deposit.amount)} · ${paymentMethodLabels[deposit.paymentMethod]} · Trx ${deposit.transactionId}`}
        size="xl"
        footer={
          <a
            href={receipt}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'sm')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Open in new tab
          </a>
        }
      >
        <div className="flex min-h-64 items-center justify-center bg-slate-100 p-4">
          <img
            src={receipt}
            alt={`Receipt from ${user.name}`}
            className="max-h-[70vh] max-w-full rounded-lg object-contain shadow-sm"
          />
        </div>
      </Modal>
    </>
  );
}
