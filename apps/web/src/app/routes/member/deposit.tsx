import { paymentMethodLabels, type DepositStatus } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { ChevronRight, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { DepositForm, type SubmittedDeposit } from '@/features/deposits/components/deposit-form';
import { DocumentUploadField, type UploadState } from '@/components/ui/document-upload-field';
import { defineMessages, useT } from '@/i18n/i18n';
import depositsEn from '@/locales/en/deposits';
import titlesEn from '@/locales/en/titles';
import { formatUsd } from '@/lib/money';

const m = defineMessages('deposits', depositsEn);
const titles = defineMessages('titles', titlesEn);

const noReceipt: UploadState = { url: null, uploading: false };

/** The line about the deposit just submitted, by its status. */
const submittedSummaries = {
  PENDING: m.submittedPending,
  COMPLETED: m.submittedCompleted,
  FAILED: m.submittedFailed,
} satisfies Record<DepositStatus, MessageDescriptor>;

export default function DepositPage() {
  const t = useT();
  const [receipt, setReceipt] = useState<UploadState>(noReceipt);
  // A new key gives the next deposit a fresh, empty upload field.
  const [uploadKey, setUploadKey] = useState(0);
  const [submitted, setSubmitted] = useState<SubmittedDeposit | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.deposit)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.description)}</p>
      </header>

      {submitted ? (
        <Link
          to="/deposit-history"
          className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 transition hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-green-600"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-600">
            <Clock className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-amber-900">
              {t(submittedSummaries[submitted.status], {
                amount: formatUsd(submitted.amount),
                method: paymentMethodLabels[submitted.paymentMethod],
              })}
            </span>
            <span className="block text-xs text-amber-800">{t(m.viewInHistory)}</span>
          </span>
          <ChevronRight className="size-5 text-amber-500 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      ) : null}

      <Card>
        <DepositForm
          receiptUrl={receipt.url}
          receiptUploading={receipt.uploading}
          receiptField={
            <DocumentUploadField
              key={uploadKey}
              label={t(m.receiptLabel)}
              hint={t(m.receiptHint)}
              onChange={setReceipt}
            />
          }
          onSubmitted={(deposit) => {
            setSubmitted(deposit);
            setReceipt(noReceipt);
            setUploadKey((key) => key + 1);
          }}
        />
      </Card>
    </div>
  );
}
