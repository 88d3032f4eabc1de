import type { Translation } from '@/i18n/i18n';
import type en from '../en/push';

export default {
  notifyWhenClosed: 'ایپ بند ہو تب بھی مجھے اطلاع دیں',
  couldNotTurnOn: 'نوٹیفکیشنز آن نہیں ہو سکے۔ دوبارہ کوشش کریں۔',
  couldNotTurnOff: 'نوٹیفکیشنز بند نہیں ہو سکے۔ دوبارہ کوشش کریں۔',
  blocked:
    'اس ایپ کے نوٹیفکیشنز بلاک ہیں۔ اپنے براؤزر کی سائٹ سیٹنگز میں انہیں اجازت دیں، پھر دوبارہ کوشش کریں۔',
  notReady: 'ایپ ابھی تیار ہو رہی ہے۔ صفحہ دوبارہ لوڈ کریں اور پھر کوشش کریں۔',
} satisfies Translation<typeof en>;
