import type { Translation } from '@/i18n/i18n';
import type en from '../en/money-actions';

export default {
  deposit: 'ڈپازٹ',
  withdraw: 'ودڈرا',
  transfer: 'ٹرانسفر',
  wallet: 'والیٹ',
  history: 'ہسٹری',
} satisfies Translation<typeof en>;
