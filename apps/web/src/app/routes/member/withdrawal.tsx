import { useMe } from '@/features/profile/api/get-me';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { WithdrawalForm } from '@/features/withdrawals/components/withdrawal-form';
import { Card } from '@/components/ui/card';
import { defineMessages, useT } from '@/i18n/i18n';
import titlesEn from '@/locales/en/titles';
import withdrawalsEn from '@/locales/en/withdrawals';

const m = defineMessages('withdrawals', withdrawalsEn);
const titles = defineMessages('titles', titlesEn);

export default function WithdrawalPage() {
  const t = useT();
  const wallet = useWallet();
  const me = useMe();
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(titles.withdraw)}</h1>
        <p className="mt-1 text-sm text-slate-500">{t(m.description)}</p>
      </header>
      <Card>
        <WithdrawalForm
          balance={wallet.data?.currentBalance}
          twoFactorEnabled={me.data?.twoFactorEnabled ?? false}
        />
      </Card>
    </div>
  );
}
