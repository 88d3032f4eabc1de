import type { Translation } from '@/i18n/i18n';
import type en from '../en/payment-history';

export default {
  paymentMethod: 'ادائیگی کا طریقہ',
  dateRange: 'تاریخیں',
  status: 'اسٹیٹس',
  all: 'سب',
  pending: 'زیرِ التوا',
  rejected: 'مسترد',
  completed: 'مکمل',
  removed: 'ہٹا دیا گیا',
  reason: 'وجہ:',
  loadingHistory: 'ہسٹری لوڈ ہو رہی ہے',
  noHistory: 'کوئی ہسٹری نہیں ملی',
  loadMore: 'مزید {what} دیکھیں',
} satisfies Translation<typeof en>;
