import type { Translation } from '@/i18n/i18n';
import type en from '../en/wallet';

export default {
  title: 'والیٹ',
  loadingBalance: 'بیلنس لوڈ ہو رہا ہے',
  walletActions: 'والیٹ کے کام',
  recentMovements: 'حالیہ لین دین',
  recentMovementsDescription: 'وہ تمام لین دین جن سے آپ کا بیلنس بدلا۔',
  loadingMovements: 'لین دین لوڈ ہو رہا ہے',
  yourMovements: 'آپ کا لین دین',
  noMovements: 'ابھی کوئی لین دین نہیں',
  noMovementsDescription: 'ڈپازٹ، ودڈرا اور ٹرانسفر جیسے ہی آپ کے بیلنس پر اثر ڈالیں گے، یہاں نظر آئیں گے۔',
  loadMoreMovements: 'مزید لین دین دیکھیں',
} satisfies Translation<typeof en>;
