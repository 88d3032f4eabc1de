import clsx from 'clsx';
import { Copy } from 'lucide-react';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { copyWithToast } from '@/lib/clipboard';
import balanceEn from '@/locales/en/balance';

const m = defineMessages('balance', balanceEn);

function copyAccountNumber(accountNumber: string): Promise<void> {
  return copyWithToast(accountNumber, {
    copied: translate(m.accountNumberCopied),
    failed: translate(m.couldNotCopyAccountNumber),
  });
}

interface AccountNumberProps {
  accountNumber: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** The member's account number with a copy button. */
export function AccountNumber({ accountNumber, tone = 'dark', className }: AccountNumberProps) {
  const t = useT();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <span
        dir="ltr"
        className={clsx(
          'font-mono text-sm font-semibold tracking-wider',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {accountNumber}
      </span>
      <button
        type="button"
        aria-label={t(m.copyAccountNumber)}
        title={t(m.copyAccountNumber)}
        onClick={() => void copyAccountNumber(accountNumber)}
        className={clsx(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition focus-visible:outline-2 focus-visible:outline-offset-2',
          tone === 'dark'
            ? 'text-green-700 hover:bg-green-50 focus-visible:outline-green-600'
            : 'text-white/90 hover:bg-white/15 focus-visible:outline-white',
        )}
      >
        <Copy className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
