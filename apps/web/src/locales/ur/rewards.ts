import type { Translation } from '@/i18n/i18n';
import type en from '../en/rewards';

export default {
  dailyAdsIntro: 'اشتہار آخر تک دیکھیں، اس کا انعام آپ کے بیلنس میں آ جائے گا۔',
  watchAdIntro: 'ٹائمر ختم ہونے تک اسی اسکرین پر رہیں۔ یہ ٹیب نظر سے اوجھل ہو تو ٹائمر رک جاتا ہے۔',
  videosIntro: 'ویڈیو آخر تک دیکھیں اور اس کا بونس کمائیں، ہر ویڈیو پر روزانہ ایک بار۔',

  loadList: '{noun, select, ad {آج کے اشتہارات} other {آج کی ویڈیوز}}',
  loadingList: '{noun, select, ad {اشتہارات لوڈ ہو رہے ہیں} other {ویڈیوز لوڈ ہو رہی ہیں}}',
  today: 'آج',
  progress:
    '{noun, select, ad {آج {limit} میں سے {done} اشتہار دیکھ لیے} other {آج {limit} میں سے {done} ویڈیوز دیکھ لیں}}',
  earnedToday:
    '{noun, select, ad {آج اشتہارات سے کمائی: <0>{usd}</0> <1>({pkr})</1>} other {آج ویڈیوز سے کمائی: <0>{usd}</0> <1>({pkr})</1>}}',
  cannotEarn: 'آپ ابھی کمائی نہیں کر سکتے۔',
  upgradeLevel: 'لیول اپ گریڈ کریں',
  noneTitle: '{noun, select, ad {ابھی کوئی اشتہار دستیاب نہیں} other {ابھی کوئی ویڈیو دستیاب نہیں}}',
  noneDescription:
    '{noun, select, ad {اس وقت دیکھنے کے لیے کوئی اشتہار نہیں ہے۔ نئے اشتہارات شائع ہوتے ہی یہاں نظر آئیں گے، اس لیے بعد میں دوبارہ دیکھیں۔} other {اس وقت دیکھنے کے لیے کوئی ویڈیو نہیں ہے۔ نئی ویڈیوز شائع ہوتے ہی یہاں نظر آئیں گی، اس لیے بعد میں دوبارہ دیکھیں۔}}',
  listLabel: '{noun, select, ad {آج کے اشتہارات} other {آج کی ویڈیوز}}',
  seconds: '{seconds} سیکنڈ',
  paid: 'ادائیگی {amount}',
  watched: 'مکمل',
  watch: 'دیکھیں',
  watchItem: '{title} دیکھیں',

  loadAd: 'یہ اشتہار',
  backToDailyAds: 'روزانہ اشتہارات پر واپس جائیں',
  adUnavailable: 'یہ اشتہار دستیاب نہیں',
  adUnavailableHelp: 'ہو سکتا ہے یہ ختم ہو گیا ہو۔ آج کے اشتہارات میں سے کوئی اور منتخب کریں۔',
  nextAd: 'اگلا اشتہار',
  backToVideos: 'ویڈیوز پر واپس جائیں',
  pictureFailed:
    '{noun, select, ad {اس اشتہار کی تصویر نہیں دکھائی جا سکی۔} other {اس ویڈیو کی تصویر نہیں دکھائی جا سکی۔}}',
  videoFailed: '{noun, select, ad {اس اشتہار کی ویڈیو نہیں چل سکی۔} other {یہ ویڈیو نہیں چل سکی۔}}',

  startFailed: '{noun, select, ad {اشتہار شروع نہیں ہو سکا۔} other {ویڈیو شروع نہیں ہو سکی۔}}',
  confirmFailed:
    '{noun, select, ad {اس اشتہار کے انعام کی تصدیق نہیں ہو سکی۔ اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔} other {اس ویڈیو کے انعام کی تصدیق نہیں ہو سکی۔ اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔}}',
  creditFailed:
    '{noun, select, ad {اس اشتہار کا انعام آپ کے بیلنس میں شامل نہیں ہو سکا۔} other {اس ویڈیو کا انعام آپ کے بیلنس میں شامل نہیں ہو سکا۔}}',
  timeUpAnnouncement: 'وقت پورا ہو گیا: آپ کا انعام شامل کیا جا رہا ہے۔',
  pausedAnnouncement:
    '{noun, select, ad {یہ ٹیب نظر سے اوجھل ہے، اس لیے اشتہار رک گیا ہے۔} other {یہ ٹیب نظر سے اوجھل ہے، اس لیے ویڈیو رک گئی ہے۔}}',
  resumedAnnouncement:
    '{noun, select, ad {اشتہار دوبارہ چل رہا ہے: دیکھتے رہیں۔} other {ویڈیو دوبارہ چل رہی ہے: دیکھتے رہیں۔}}',
  startedAnnouncement:
    '{noun, select, ad {اشتہار شروع ہو گیا ہے: اسے {seconds} سیکنڈ دیکھیں۔} other {ویڈیو شروع ہو گئی ہے: اسے {seconds} سیکنڈ دیکھیں۔}}',
  creditedAnnouncement:
    '{noun, select, ad {انعام مل گیا: اس اشتہار کا انعام اب آپ کے بیلنس میں ہے۔} other {انعام مل گیا: اس ویڈیو کا انعام اب آپ کے بیلنس میں ہے۔}}',
  creditedAmountAnnouncement: 'انعام مل گیا: {amount} اب آپ کے بیلنس میں ہیں۔',
  notCreditedAnnouncement: 'انعام نہیں ملا: {message}',
  pays: 'انعام <0>{usd}</0> · <1>{pkr}</1>',
  timeLeft: 'باقی وقت:',
  starting: '{noun, select, ad {اشتہار شروع ہو رہا ہے...} other {ویڈیو شروع ہو رہی ہے...}}',
  timeWatched: '{noun, select, ad {اس اشتہار کا دیکھا گیا وقت} other {اس ویڈیو کا دیکھا گیا وقت}}',
  paused: 'یہ ٹیب نظر سے اوجھل ہے، اس لیے ٹائمر رکا ہوا ہے۔',
  keepWatching: 'دیکھتے رہیں: ٹائمر ختم ہوتے ہی انعام شامل ہو جائے گا۔',
  adding: 'آپ کا انعام شامل کیا جا رہا ہے...',
  creditedNoAmount:
    '{noun, select, ad {اس اشتہار کا انعام آپ کے بیلنس میں آ گیا ہے۔} other {اس ویڈیو کا انعام آپ کے بیلنس میں آ گیا ہے۔}}',
  credited: '{amount} آپ کے بیلنس میں شامل ہو گئے۔',
  tryAgain: 'دوبارہ کوشش کریں',
} satisfies Translation<typeof en>;
