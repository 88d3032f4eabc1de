import type { Translation } from '@/i18n/i18n';
import type en from '../en/tasks';

export default {
  intro: 'ٹاسک مکمل کریں، اس کا اسکرین شاٹ بھیجیں، اور منظوری کے بعد کمائیں۔',
  loading: 'ٹاسک لوڈ ہو رہے ہیں',
  loadList: 'آج کے ٹاسک',
  emptyTitle: 'ابھی کوئی ٹاسک نہیں',
  emptyDescription: 'نئے ٹاسک اور مشن یہاں نظر آئیں گے۔ جلد دوبارہ دیکھیں۔',
  goHome: 'ہوم پر جائیں',
  listLabel: 'ٹاسک',
  startFailedTitle: 'ناکام',
  startFailed: 'ٹاسک شروع نہیں ہو سکا',
  verificationFailed: 'تصدیق نہیں ہو سکی',
  verified: 'ٹاسک کی تصدیق ہو گئی اور اسے مکمل کر دیا گیا!',

  progress: 'پیش رفت',
  progressLabel: '{title} کی پیش رفت',
  progressInReview: '{progress}%، جائزے کا انتظار ہے',
  waitingNote:
    '<0>جائزے کا انتظار:</0> آپ کا ثبوت بھیج دیا گیا ہے۔ منظوری تک انعام "زیرِ التوا" دکھائی دے گا۔',
  approvedNote: '<0>منظور:</0> انعام آپ کے بیلنس میں آ گیا ہے۔',
  rejectedWithReason: '<0>مسترد:</0> {reason} دوبارہ کوشش کے لیے نیا اسکرین شاٹ بھیجیں۔',
  rejected: '<0>مسترد۔</0> دوبارہ کوشش کے لیے نیا اسکرین شاٹ بھیجیں۔',
  completed: 'مکمل',
  waitingForReview: 'جائزے کا انتظار ہے',
  completeTask: 'ٹاسک مکمل کریں',
  startTask: 'ٹاسک شروع کریں',

  screenshotRequired: 'اسکرین شاٹ اپ لوڈ کریں۔',
  dialogTitle: 'اپنا اسکرین شاٹ بھیجیں',
  dialogDescription: 'اس بات کا ثبوت کہ آپ نے "{title}" مکمل کر لیا ہے۔',
  cancel: 'منسوخ کریں',
  submitting: 'بھیجا جا رہا ہے...',
  submit: 'بھیجیں',
  screenshot: 'اسکرین شاٹ',
  screenshotHint: 'ایڈمن اسے چیک کرے گا؛ منظوری کے بعد انعام مل جائے گا۔',
} satisfies Translation<typeof en>;
