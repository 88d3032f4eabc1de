import type { MessageDescriptor } from '@lingui/core';
import { ArrowDownToLine, ArrowUpFromLine, Coins, Disc3 } from 'lucide-react';
import { LinkCard, type LinkCardProps } from '@/components/ui/link-card';
import { defineMessages, useT } from '@/i18n/i18n';
import historyCenterEn from '@/locales/en/history-center';

const m = defineMessages('history-center', historyCenterEn);

interface HistoryLink extends Omit<LinkCardProps, 'label' | 'description'> {
  label: MessageDescriptor;
  description: MessageDescriptor;
}

const historyLinks: HistoryLink[] = [
  {
    to: '/deposit-history',
    label: m.depositHistory,
    description: m.depositHistoryDescription,
    icon: ArrowDownToLine,
    tint: 'bg-green-50 text-green-600',
  },
  {
    to: '/withdrawal-history',
    label: m.withdrawalHistory,
    description: m.withdrawalHistoryDescription,
    icon: ArrowUpFromLine,
    tint: 'bg-sky-50 text-sky-600',
  },
  {
    to: '/earnings-history',
    label: m.earnings,
    description: m.earningsDescription,
    icon: Coins,
    tint: 'bg-amber-50 text-amber-600',
  },
  {
    to: '/spin-history',
    label: m.spinHistory,
    description: m.spinHistoryDescription,
    icon: Disc3,
    tint: 'bg-violet-50 text-violet-600',
  },
];

/** The History Center: one link per history list. */
export function HistoryCenter() {
  const t = useT();
  return (
    <nav aria-label={t(m.historyLists)}>
      <ul className="flex flex-col gap-3">
        {historyLinks.map(({ label, description, ...link }) => (
          <li key={link.to}>
            <LinkCard {...link} label={t(label)} description={t(description)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
