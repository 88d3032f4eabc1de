import type { Translation } from '@/i18n/i18n';
import type en from '../en/watch-day';

export default {
  allWatched:
    '{noun, select, ad {آپ آج کے تمام {limit} اشتہارات دیکھ چکے ہیں۔ مزید کے لیے کل دوبارہ آئیں۔} other {آپ آج کی تمام {limit} ویڈیوز دیکھ چکے ہیں۔ مزید کے لیے کل دوبارہ آئیں۔}}',
  noneLeft:
    '{noun, select, ad {آج مزید اشتہارات دستیاب نہیں: جتنے اشتہارات آئے تھے، آپ سب دیکھ چکے ہیں۔ آج بعد میں نئے اشتہارات آ سکتے ہیں۔} other {آج مزید ویڈیوز دستیاب نہیں: جتنی ویڈیوز آئی تھیں، آپ سب دیکھ چکے ہیں۔ آج بعد میں نئی ویڈیوز آ سکتی ہیں۔}}',
} satisfies Translation<typeof en>;
