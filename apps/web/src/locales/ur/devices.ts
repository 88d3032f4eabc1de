import type { Translation } from '@/i18n/i18n';
import type en from '../en/devices';

export default {
  title: 'ڈیوائسز اور سائن ان',
  description: 'جہاں جہاں آپ کا اکاؤنٹ استعمال ہوا۔',
  descriptionKept:
    'جہاں جہاں آپ کا اکاؤنٹ استعمال ہوا۔ ایڈریس اور ڈیوائسز کا ریکارڈ {days} دن تک رکھا جاتا ہے۔',
  devices: 'ڈیوائسز',
  noDevices: 'ابھی تک کوئی ڈیوائس ریکارڈ نہیں ہوئی۔',
  thisDevice: 'یہ ڈیوائس',
  lastUsed: 'آخری بار {date} کو <0>{ip}</0> سے استعمال ہوئی',
  firstSeen: 'پہلی بار {date} کو دیکھی گئی',
  recentActivity: 'حالیہ سرگرمی',
  activityList: 'حالیہ سائن ان اور رقم کی منتقلیاں',
  nothingRecorded: 'ابھی تک کچھ ریکارڈ نہیں ہوا۔',
  onThisDevice: '{device} (یہ ڈیوائس)',
  showFewer: 'کم دکھائیں',
  showAll: 'تمام {count} دکھائیں',
  unknownDeviceAdvice:
    'کوئی انجان ڈیوائس نظر آئی؟ ابھی اپنا پاس ورڈ تبدیل کریں: اس سے آپ باقی ہر جگہ سے سائن آؤٹ ہو جائیں گے۔',
  yourDevices: 'آپ کی ڈیوائسز',
  loading: 'ڈیوائسز لوڈ ہو رہی ہیں',
  signUp: 'سائن اپ',
  signIn: 'سائن ان',
  deposit: 'ڈپازٹ',
  withdrawal: 'ودڈرا',
  transfer: 'ٹرانسفر',
  deviceOn: '{system} پر {browser}',
  unknownDevice: 'نامعلوم ڈیوائس',
} satisfies Translation<typeof en>;
