import type { Translation } from '@/i18n/i18n';
import type en from '../en/two-factor';

export default {
  title: 'دو مرحلوں والا سائن ان',
  on: 'آن',
  off: 'آف',
  memberDescription:
    'پاس ورڈ کے بعد سائن ان اور رقم نکالنے کے لیے آپ کے فون کی آتھنٹیکیٹر ایپ کا 6 ہندسوں کا کوڈ بھی مانگا جاتا ہے۔',
  adminDescription:
    'پاس ورڈ کے بعد سائن ان کے لیے آپ کے فون کی آتھنٹیکیٹر ایپ کا 6 ہندسوں کا کوڈ بھی مانگا جاتا ہے۔',
  memberRecoveryNote:
    'یہ ریکوری کوڈ کسی محفوظ جگہ رکھ لیں۔ اگر آپ کا فون گم ہو جائے تو ہر کوڈ ایک بار ایپ کے کوڈ کی جگہ کام کرتا ہے۔ یہ کوڈ صرف ابھی دکھائے جا رہے ہیں۔',
  adminRecoveryNote:
    'یہ ریکوری کوڈ کسی محفوظ جگہ رکھ لیں۔ اگر آپ کا فون گم ہو جائے تو ہر کوڈ سے ایک بار سائن ان ہو سکتا ہے۔ یہ کوڈ صرف ابھی دکھائے جا رہے ہیں۔',
  memberScan:
    'یہ QR کوڈ Google Authenticator، Microsoft Authenticator یا اس جیسی کسی ایپ سے اسکین کریں، یا نیچے دی گئی سیکرٹ کی ایپ میں لکھ دیں:',
  adminScan:
    'یہ QR کوڈ Google Authenticator، Microsoft Authenticator، 1Password یا اس جیسی کسی ایپ سے اسکین کریں، یا نیچے دی گئی سیکرٹ کی ایپ میں لکھ دیں:',
  qrCode: 'آپ کی آتھنٹیکیٹر ایپ کے لیے QR کوڈ',
  savedThem: 'میں نے کوڈ محفوظ کر لیے ہیں',
  passwordToTurnOff: 'آف کرنے کے لیے پاس ورڈ',
  turnOff: 'آف کریں',
  couldNotTurnOff: 'اسے آف نہیں کیا جا سکا۔',
  codeFromApp: 'ایپ کا کوڈ',
  turnOn: 'آن کریں',
  cancel: 'منسوخ کریں',
  couldNotCheckCode: 'کوڈ چیک نہیں ہو سکا۔',
  passwordToSetUp: 'سیٹ اپ کے لیے پاس ورڈ',
  setUp: 'دو مرحلوں والا سائن ان سیٹ اپ کریں',
  couldNotStartSetup: 'سیٹ اپ شروع نہیں ہو سکا۔',
  isOn: 'دو مرحلوں والا سائن ان آن ہو گیا',
  isOff: 'دو مرحلوں والا سائن ان آف ہو گیا',
} satisfies Translation<typeof en>;
