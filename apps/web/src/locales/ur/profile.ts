import type { Translation } from '@/i18n/i18n';
import type en from '../en/profile';

export default {
  name: 'نام',
  email: 'ای میل',
  emailCannotChange: 'آپ کی ای میل تبدیل نہیں کی جا سکتی۔',
  saving: 'محفوظ ہو رہا ہے...',
  saveChanges: 'تبدیلیاں محفوظ کریں',
  profileUpdated: 'پروفائل اپ ڈیٹ ہو گئی',
  couldNotSaveProfile: 'آپ کی پروفائل محفوظ نہیں ہو سکی۔',

  changePicture: 'تصویر تبدیل کریں',
  uploading: 'اپ لوڈ ہو رہی ہے...',
  removing: 'ہٹائی جا رہی ہے...',
  removePicture: 'تصویر ہٹائیں',
  pictureHint: 'PNG، JPEG، GIF یا WebP، زیادہ سے زیادہ 5 MB۔',
  pictureUpdated: 'پروفائل تصویر اپ ڈیٹ ہو گئی',
  pictureRemoved: 'پروفائل تصویر ہٹا دی گئی',
  pictureWrongType: 'PNG، JPEG، GIF یا WebP تصویر منتخب کریں۔',
  pictureTooLarge: 'تصویر بہت بڑی ہے: زیادہ سے زیادہ 5 MB کی اجازت ہے۔',
  couldNotChangePicture: 'آپ کی پروفائل تصویر تبدیل نہیں ہو سکی۔',

  currentPassword: 'موجودہ پاس ورڈ',
  newPassword: 'نیا پاس ورڈ',
  atLeastEightCharacters: 'کم از کم 8 حروف',
  confirmPassword: 'پاس ورڈ کی تصدیق',
  changePassword: 'پاس ورڈ تبدیل کریں',
  passwordsDoNotMatch: 'دونوں پاس ورڈ ایک جیسے نہیں ہیں۔',
  passwordChanged: 'پاس ورڈ تبدیل ہو گیا',
  couldNotChangePassword: 'آپ کا پاس ورڈ تبدیل نہیں ہو سکا۔',
} satisfies Translation<typeof en>;
