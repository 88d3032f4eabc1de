import { receiptReference, type MemberTransfer, type TransferStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { CircleCheck, Download } from 'lucide-react';
import { toPng } from 'html-to-image';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { keepTabInside } from '@/components/ui/focus-trap';
import { LogoMark } from '@/components/ui/logo';
import { defineMessages, ltr, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import { getAppName } from '@/lib/document-title';
import { dialog, showToast } from '@/lib/dialogs';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';
import transferEn from '@/locales/en/transfer';

const m = defineMessages('transfer', transferEn);

const RECEIPT_FILE_NAME = 'transfer_receipt.png';

/** Spec §4: a transfer just submitted is 'Pending Verification'. */
const statusDisplay = {
  PENDING: { label: m.pendingVerification, tone: 'amber' },
  COMPLETED: { label: m.completed, tone: 'green' },
  REJECTED: { label: m.rejected, tone: 'red' },
} as const satisfies Record<TransferStatus, { label: MessageDescriptor; tone: 'amber' | 'green' | 'red' }>;

/** Renders the receipt node as a PNG at twice its size and saves it (spec §9: scale 2, png). */
async function downloadReceipt(node: HTMLElement): Promise<void> {
  const dataUrl = await toPng(node, { pixelRatio: 2, backgroundColor: '#ffffff', skipFonts: true });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = RECEIPT_FILE_NAME;
  link.click();
}

interface TransferReceiptDialogProps {
  transfer: MemberTransfer;
  /** Focus moves into the dialog once this settles (the success alert above it has closed). */
  ready: Promise<unknown>;
  onClose: () => void;
}

export function TransferReceiptDialog({ transfer, ready, onClose }: TransferReceiptDialogProps) {
  const t = useT();
  const titleId = useId();
  const receiptRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    let current = true;
    void ready.finally(() => {
      if (current) closeRef.current?.focus();
    });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      // Escape first closes an alert shown above the receipt.
      if (event.key === 'Escape' && !dialog.isVisible()) onCloseRef.current();
      // Focus stays on the receipt (not the tab bar behind it), unless an alert above it has it.
      if (!dialog.isVisible()) keepTabInside(event, panelRef.current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      current = false;
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ready]);

  async function handleDownload() {
    if (!receiptRef.current) return;
    setDownloading(true);
    try {
      await downloadReceipt(receiptRef.current);
    } catch (error) {
      console.warn('Could not create the receipt image.', error);
      void showToast('error', t(m.imageFailed));
    } finally {
      setDownloading(false);
    }
  }

  const rows: [string, string][] = [
    [t(m.date), formatDateTime(transfer.createdAt)],
    [t(m.senderName), transfer.senderName],
    [t(m.recipientAccount), ltr(transfer.recipientAccountNumber)],
    [t(m.recipientName), transfer.recipientName],
    [t(m.amountLabel), formatUsd(transfer.amount)],
    [t(m.pkrEquivalentLabel), formatPkr(usdToPkr(transfer.amount))],
    [t(m.note), transfer.note ?? t(m.noNote)],
  ];

  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center sm:items-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-slate-900/60"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex max-h-[92dvh] w-full max-w-md animate-pop-in flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl sm:m-4 sm:rounded-3xl"
      >
        <div className="overflow-y-auto">
          <div ref={receiptRef} className="bg-white px-5 pt-6 pb-4">
            <div className="flex items-center justify-between">
              <span className="inline-flex items-center gap-2">
                <LogoMark className="size-7" />
                <span className="text-base font-bold tracking-tight text-slate-900">{getAppName()}</span>
              </span>
              <span className="text-xs font-medium text-slate-500">
                {t(m.reference, { reference: ltr(receiptReference(transfer.id)) })}
              </span>
            </div>
            <div className="mt-5 flex flex-col items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-green-50 text-green-600">
                <CircleCheck className="size-7" aria-hidden="true" />
              </span>
              <h2 id={titleId} className="mt-3 text-lg font-bold text-slate-900">
                {t(m.receiptTitle)}
              </h2>
              <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
                {formatUsd(transfer.amount)}
              </p>
              <p className="text-sm font-medium text-slate-500 tabular-nums">
                {t(m.pkrEquivalent, { amount: formatPkr(usdToPkr(transfer.amount)) })}
              </p>
            </div>
            <dl className="mt-5 divide-y divide-dashed divide-slate-200 rounded-2xl border border-slate-200 px-4">
              {rows.map(([label, value]) => (
                // A value whose longest word does not fit beside its label moves under it, whole, so
                // names break between words, not inside them.
                <div
                  key={label}
                  className="flex flex-wrap items-start justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm"
                >
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="ms-auto max-w-full text-end font-semibold break-words text-slate-900">
                    {value}
                  </dd>
                </div>
              ))}
              <div className="flex items-center justify-between gap-4 py-2.5 text-sm">
                <dt className="text-slate-500">{t(m.status)}</dt>
                <dd>
                  <Badge tone={statusDisplay[transfer.status].tone}>
                    {t(statusDisplay[transfer.status].label)}
                  </Badge>
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="grid grid-cols-[minmax(5.5rem,auto)_minmax(0,1fr)] gap-3 border-t border-slate-100 bg-slate-50 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <Button ref={closeRef} variant="outline" onClick={onClose}>
            {t(m.close)}
          </Button>
          <Button
            busy={downloading}
            busyText={t(m.preparing)}
            icon={<Download className="size-4" aria-hidden="true" />}
            onClick={() => void handleDownload()}
          >
            {t(m.download)}
          </Button>
        </div>
      </div>
    </div>
  );
}
