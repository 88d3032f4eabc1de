import type { MessageDescriptor } from '@lingui/core';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  History,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { defineMessages } from '@/i18n/i18n';
import moneyActionsEn from '@/locales/en/money-actions';

const m = defineMessages('money-actions', moneyActionsEn);

export interface MoneyAction {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

/** The member's money screens, in the order the home page and the wallet page show them. */
export const moneyActions: MoneyAction[] = [
  { to: '/deposit', label: m.deposit, icon: ArrowDownToLine },
  { to: '/withdrawal', label: m.withdraw, icon: ArrowUpFromLine },
  { to: '/transfer', label: m.transfer, icon: ArrowLeftRight },
  { to: '/wallet', label: m.wallet, icon: Wallet },
  { to: '/history', label: m.history, icon: History },
];
