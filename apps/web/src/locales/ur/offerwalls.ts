import type { Translation } from '@/i18n/i18n';
import type en from '../en/offerwalls';

export default {
  loading: 'آفر والز لوڈ ہو رہی ہیں',
  loadWhat: 'آفر والز',
  heading: 'آفر والز',
  description:
    'ہمارے پارٹنرز کی ایپس، گیمز اور سروے۔ انعامات آپ کی کمائی میں تب تک "زیرِ التوا" دکھائی دیں گے جب تک پارٹنر ان کی تصدیق نہ کر دے۔',
  openWall: '{name} کھولیں',
  open: 'کھولیں',
} satisfies Translation<typeof en>;
