import type { Translation } from '@/i18n/i18n';
import type en from '../en/level-card';

export default {
  loadWhatYourLevel: 'آپ کا لیول',
  daysLeft: '{count, plural, one {# دن باقی} other {# دن باقی}}',
  earnedToday: 'آج کی کمائی، تمام ذرائع سے',
  adsToday: 'آج کے اشتہارات',
  adsDoneOfLimit: '{limit} میں سے {done}',
  adsWatchedToday: 'آج دیکھے گئے اشتہارات',
  noLevelYet: 'ابھی کوئی لیول نہیں',
  expiredUpgrade: 'ختم ہو گیا: کماتے رہنے کے لیے اپ گریڈ کریں',
  buyToStart: 'کمانا شروع کرنے کے لیے لیول خریدیں',
  myLevel: 'میرا لیول',
  upgrade: 'اپ گریڈ',
} satisfies Translation<typeof en>;
