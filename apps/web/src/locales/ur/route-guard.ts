import type { Translation } from '@/i18n/i18n';
import type en from '../en/route-guard';

export default {
  actionRequiredTitle: 'توجہ فرمائیں',
  actionRequiredText: 'انعامات تک رسائی کے لیے رقم جمع کریں یا اپنا لیول اپ گریڈ کریں۔',
  upgradeNow: 'ابھی اپ گریڈ کریں',
  checking: 'آپ کا اکاؤنٹ چیک ہو رہا ہے...',
} satisfies Translation<typeof en>;
