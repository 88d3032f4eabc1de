import type { Translation } from '@/i18n/i18n';
import type en from '../en/language';

export default {
  title: 'زبان',
  description: 'ایپ، ای میلز اور نوٹیفکیشنز اسی زبان میں دکھائے جاتے ہیں۔',
  choose: 'زبان',
  saveFailed: 'آپ کی زبان محفوظ نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
} satisfies Translation<typeof en>;
