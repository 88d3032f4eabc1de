import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  History,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface MoneyAction {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The member's money screens, in the order the home page and the wallet page show them. */
export const moneyActions: MoneyAction[] = [
  { to: '/deposit', label: 'Deposit', icon: ArrowDownToLine },
  { to: '/withdrawal', label: 'Withdraw', icon: ArrowUpFromLine },
  { to: '/transfer', label: 'Transfer', icon: ArrowLeftRight },
  { to: '/wallet', label: 'Wallet', icon: Wallet },
  { to: '/history', label: 'History', icon: History },
];
