import type { Translation } from '@/i18n/i18n';
import type en from '../en/route-error';

export default {
  title: 'کچھ غلط ہو گیا',
  description: 'یہ صفحہ نہیں کھل سکا۔ صفحہ دوبارہ لوڈ کرنے سے عموماً ٹھیک ہو جاتا ہے۔',
  reload: 'صفحہ دوبارہ لوڈ کریں',
} satisfies Translation<typeof en>;
