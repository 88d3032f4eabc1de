import type { Translation } from '@/i18n/i18n';
import type en from '../en/email-preferences';

export default {
  announcementsByEmail: 'ای میل پر اعلانات',
  unsubscribeTitle: 'اعلانات کی ای میلز بند کریں؟',
  unsubscribeDescription:
    'آپ کے اکاؤنٹ سے متعلق ای میلز، جیسے کوڈ اور پاس ورڈ ری سیٹ، آپ کو پھر بھی ملتی رہیں گی۔',
  unsubscribe: 'ای میلز بند کریں',
  unsubscribing: 'بند کی جا رہی ہیں...',
  invalidLink: 'ای میلز بند کرنے کا یہ لنک درست نہیں ہے۔',
  couldNotUnsubscribe: 'ای میلز بند نہیں ہو سکیں۔ دوبارہ کوشش کریں۔',
  turnBackOn: 'آپ جب چاہیں سیٹنگز میں جا کر اعلانات دوبارہ آن کر سکتے ہیں۔',
} satisfies Translation<typeof en>;
