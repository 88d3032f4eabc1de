import { ArrowDownToLine, ArrowUpFromLine, Coins, Disc3 } from 'lucide-react';
import { LinkCard, type LinkCardProps } from '@/components/ui/link-card';

const historyLinks: LinkCardProps[] = [
  {
    to: '/deposit-history',
    label: 'Deposit History',
    description: 'Money you added and its status',
    icon: ArrowDownToLine,
    tint: 'bg-green-50 text-green-600',
  },
  {
    to: '/withdrawal-history',
    label: 'Withdrawal History',
    description: 'Payouts you requested',
    icon: ArrowUpFromLine,
    tint: 'bg-sky-50 text-sky-600',
  },
  {
    to: '/earnings-history',
    label: 'Earnings',
    description: 'Ads, referrals and bonuses',
    icon: Coins,
    tint: 'bg-amber-50 text-amber-600',
  },
  {
    to: '/spin-history',
    label: 'Spin History',
    description: 'Your spins and what they won',
    icon: Disc3,
    tint: 'bg-violet-50 text-violet-600',
  },
];

/** The History Center: one link per history list. */
export function HistoryCenter() {
  return (
    <nav aria-label="History lists">
      <ul className="flex flex-col gap-3">
        {historyLinks.map((link) => (
          <li key={link.to}>
            <LinkCard {...link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
