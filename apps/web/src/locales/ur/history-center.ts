import type { Translation } from '@/i18n/i18n';
import type en from '../en/history-center';

export default {
  title: 'ہسٹری سینٹر',
  description: 'آپ نے جو جمع کیا، نکالا، کمایا اور جیتا، سب یہاں ہے۔',
  historyLists: 'ہسٹری کی فہرستیں',
  depositHistory: 'ڈپازٹ ہسٹری',
  depositHistoryDescription: 'آپ کی جمع کی گئی رقم اور اس کا اسٹیٹس',
  withdrawalHistory: 'ودڈرا ہسٹری',
  withdrawalHistoryDescription: 'آپ کی ودڈرا کی درخواستیں',
  earnings: 'کمائی',
  earningsDescription: 'اشتہارات، ریفرلز اور بونس',
  spinHistory: 'اسپن ہسٹری',
  spinHistoryDescription: 'آپ کے اسپن اور ان میں کیا جیتا',
} satisfies Translation<typeof en>;
