import type { Translation } from '@/i18n/i18n';
import type en from '../en/settings';

export default {
  title: 'سیٹنگز',
  profile: 'پروفائل',
  profileDescription: 'وہ نام اور تصویر جو دوسرے ممبرز اور سپورٹ کو نظر آتی ہے۔',
  changePassword: 'پاس ورڈ تبدیل کریں',
  changePasswordDescription: 'کم از کم 8 حروف استعمال کریں۔',
  emails: 'ای میلز',
  emailsDescription:
    'خبریں اور آفرز جو ہم سب ممبرز کو بھیجتے ہیں۔ اکاؤنٹ کی ای میلز (کوڈ، پاس ورڈ ری سیٹ) ہمیشہ آتی رہیں گی۔',
  notifications: 'نوٹیفکیشنز',
  notificationsDescription:
    'آپ کے ڈپازٹ اور ودڈرا پر فیصلے، آپ کو ملنے والی رقم اور سپورٹ کے جوابات، اسی ڈیوائس پر۔',
  loggingOut: 'لاگ آؤٹ ہو رہا ہے...',
  logout: 'لاگ آؤٹ',
} satisfies Translation<typeof en>;
