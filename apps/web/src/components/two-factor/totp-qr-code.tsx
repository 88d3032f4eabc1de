import { QRCodeSVG } from 'qrcode.react';

/** The set-up's otpauth address as a QR code; its own chunk, loaded only when a member sets it up. */
export default function TotpQrCode({ value }: { value: string }) {
  return <QRCodeSVG value={value} size={168} title="QR code for your authenticator app" />;
}
