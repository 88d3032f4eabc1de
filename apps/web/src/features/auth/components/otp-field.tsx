import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type OtpFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'placeholder' | 'inputMode' | 'autoComplete' | 'required' | 'inputClassName'
>;

/** The field for a 6-digit e-mailed code; required, its length is left to the server (spec §5). */
export function OtpField(props: OtpFieldProps) {
  return (
    <TextField
      label="Verification code"
      placeholder="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      inputClassName="text-center font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
      {...props}
    />
  );
}
