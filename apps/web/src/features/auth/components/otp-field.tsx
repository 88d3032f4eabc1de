import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import authEn from '@/locales/en/auth';
import loginEn from '@/locales/en/login';

const m = defineMessages('auth', authEn);
const loginMessages = defineMessages('login', loginEn);

type OtpFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'placeholder' | 'inputMode' | 'autoComplete' | 'required' | 'inputClassName'
>;

/** The field for a 6-digit e-mailed code; required, its length is left to the server (spec §5). */
export function OtpField(props: OtpFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t(m.verificationCode)}
      placeholder={t(loginMessages.sixDigitCode)}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      inputClassName="text-center font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
      {...props}
    />
  );
}
