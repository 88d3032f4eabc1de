import { QRCodeSVG } from 'qrcode.react';
import { defineMessages, useT } from '@/i18n/i18n';
import twoFactorEn from '@/locales/en/two-factor';

const m = defineMessages('two-factor', twoFactorEn);

/** The set-up's otpauth address as a QR code; its own chunk, loaded only when a member sets it up. */
export default function TotpQrCode({ value }: { value: string }) {
  const t = useT();
  return <QRCodeSVG value={value} size={168} title={t(m.qrCode)} />;
}
