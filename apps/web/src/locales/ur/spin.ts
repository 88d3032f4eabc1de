import type { Translation } from '@/i18n/i18n';
import type en from '../en/spin';

export default {
  perDay: '{count, plural, one {روزانہ ایک مفت اسپن۔} other {روزانہ # مفت اسپن۔}}',
  paused: 'مفت اسپن فی الحال بند ہیں۔',
  intro: 'انعام سیدھا آپ کے بیلنس میں جاتا ہے۔',

  spinFailed: 'اسپن نہیں ہو سکا',
  couldNotSpin: 'پہیہ نہیں گھمایا جا سکا۔',
  wonAlert: 'آپ نے {amount} جیت لیے!',
  addedToBalance: 'یہ رقم آپ کے بیلنس میں شامل کر دی گئی ہے۔',
  noPrize: 'اس بار کوئی انعام نہیں نکلا۔ کل پھر قسمت آزمائیں!',
  loadingWheel: 'پہیہ لوڈ ہو رہا ہے',
  loadWheel: 'پہیہ',
  notReadyTitle: 'پہیہ ابھی تیار نہیں',
  notReadyDescription: 'انعامات ترتیب دیے جا رہے ہیں۔ مفت اسپن کے لیے جلد دوبارہ آئیں۔',
  goHome: 'ہوم پر جائیں',
  spinning: 'پہیہ گھوم رہا ہے...',
  spinsLeft: '{count, plural, one {آج # مفت اسپن باقی ہے} other {آج # مفت اسپن باقی ہیں}}',
  noSpinsLeft: 'آج کوئی اسپن باقی نہیں۔ کل دوبارہ آئیں!',
  spinNow: 'ابھی اسپن کریں',
  yourResult: 'آپ کا نتیجہ',
  won: 'آپ نے {amount} جیتے',
  aboutPkr: '≈ {amount}',
  wheelLabel: '{count} حصوں والا انعامی پہیہ: {labels}',

  historyIntro: 'پہیے کا ہر اسپن اور اس سے ملنے والا انعام۔',
  dateRange: 'تاریخیں',
  loadingHistory: 'ہسٹری لوڈ ہو رہی ہے',
  noHistoryTitle: 'کوئی اسپن ہسٹری نہیں',
  noHistoryDescription: 'ان تاریخوں میں کیے گئے آپ کے اسپن یہاں نظر آئیں گے۔',
  goToSpin: 'اسپن کے صفحے پر جائیں',
  listLabel: 'اسپن',
  loadMore: 'مزید اسپن دکھائیں',
} satisfies Translation<typeof en>;
