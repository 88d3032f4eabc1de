import type { Translation } from '@/i18n/i18n';
import type en from '../en/login';

export default {
  email: 'ای میل',
  password: 'پاس ورڈ',
  sixDigitCode: '6 ہندسوں کا کوڈ',
  logIn: 'لاگ ان کریں',
  loading: 'لوڈ ہو رہا ہے',
  loginTitle: 'خوش آمدید',
  loginDescription: 'اپنے {appName} اکاؤنٹ میں لاگ ان کریں۔',
  passwordPlaceholder: 'آپ کا پاس ورڈ',
  signInCode: 'سائن ان کوڈ',
  forgotPassword: 'پاس ورڈ بھول گئے؟',
  loggingIn: 'لاگ ان ہو رہا ہے...',
  newHere: 'پہلی بار آئے ہیں؟',
  createAnAccount: 'نیا اکاؤنٹ بنائیں',
  verifyEmailFirst: 'پہلے اپنی ای میل کی تصدیق کریں۔',
  couldNotLogIn: 'لاگ ان نہیں ہو سکا۔ دوبارہ کوشش کریں۔',
} satisfies Translation<typeof en>;
