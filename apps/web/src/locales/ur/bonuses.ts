import type { Translation } from '@/i18n/i18n';
import type en from '../en/bonuses';

export default {
  redeemDescription: 'آپ کے پاس بونس کوڈ ہے؟ اسے درج کریں اور بونس اپنے بیلنس میں شامل کریں۔',
  enterCode: 'کوڈ درج کریں۔',
  redeemedTitle: 'کوڈ ریڈیم ہو گیا!',
  redeemedText: '{amount} آپ کے بیلنس میں شامل کر دیے گئے ہیں۔',
  couldNotRedeem: 'ریڈیم نہیں ہو سکا',
  somethingWentWrong: 'کچھ غلط ہو گیا۔',
  codeLabel: 'ریڈیم کوڈ',
  redeeming: 'ریڈیم ہو رہا ہے...',
  redeem: 'ریڈیم کریں',
  offersDescription: 'پارٹنرز کی آفر والز اور اس وقت چلنے والی پروموشنز۔',
  hotOffersHeading: 'ہاٹ آفرز',
  loadingOffers: 'آفرز لوڈ ہو رہی ہیں',
  loadWhatOffers: 'ہاٹ آفرز',
  noOffersTitle: 'اس وقت کوئی آفر نہیں',
  noOffersDescription: 'ہاٹ آفرز اور پروموشنز یہاں نظر آئیں گی۔ جلد دوبارہ دیکھیں۔',
  goToHome: 'ہوم پر جائیں',
  hotOffersList: 'ہاٹ آفرز',
  endsOn: 'ختم ہو گی: {date}',
  openOffer: 'آفر کھولیں',
} satisfies Translation<typeof en>;
