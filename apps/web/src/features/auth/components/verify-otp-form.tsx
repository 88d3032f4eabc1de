import { emailSchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { readEmailFromState } from '@/lib/navigation-state';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLink, AuthPrompt } from './auth-link';
import { OtpField } from './otp-field';
import { useCodeCooldown } from './use-code-cooldown';

// Spec §5: the code is required but its length is left to the server.
const verifyFormSchema = z.object({
  email: emailSchema,
  otp: z.string().trim().min(1, { error: 'Enter the code from your email.' }),
});

export function VerifyOtpForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const emailFromState = readEmailFromState(location.state);
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { email: emailFromState ?? '', otp: '' },
  });
  const cooldown = useCodeCooldown(useWatch({ control, name: 'email' }));

  const onSubmit = handleSubmit(({ email, otp }) => {
    verifyOtp.mutate(
      { email, otp },
      {
        onSuccess: () => {
          void showAlert('success', 'Verified!', 'Your email has been verified.');
          void navigate('/login', { replace: true, state: { email } });
        },
        onError: (error) => {
          void showAlert('error', 'Verification Failed', errorMessage(error, 'Could not verify OTP.'));
        },
      },
    );
  });

  async function handleResend() {
    if (!(await trigger('email'))) return;
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) return;
    resendOtp.mutate(
      { email: email.data },
      {
        onSuccess: () => {
          cooldown.sent();
          void showAlert('success', 'OTP Sent', 'A new OTP has been sent to your email.');
        },
        onError: (error) => {
          void showAlert('error', 'Failed to Resend', errorMessage(error, 'Could not resend OTP.'));
        },
      },
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {emailFromState ? (
        <div className="flex items-center gap-3 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          <MailCheck className="size-5 shrink-0 text-green-600" aria-hidden="true" />
          <div className="min-w-0">
            <p>
              Sent to <strong className="font-semibold break-words">{emailFromState}</strong>
            </p>
            <p className="mt-1.5 text-green-800">
              Wrong address? <AuthLink to="/signup">Sign up again</AuthLink>
            </p>
          </div>
          <input type="hidden" {...register('email')} />
        </div>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          hint="The address you signed up with."
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <OtpField error={errors.otp?.message} {...register('otp')} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={verifyOtp.isPending}
        busyText="Verifying..."
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      >
        Verify OTP
      </Button>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        busy={resendOtp.isPending}
        busyText="Sending..."
        disabled={cooldown.secondsLeft > 0}
        focusableWhenDisabled
        aria-describedby={cooldown.secondsLeft > 0 ? 'resend-wait' : undefined}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        onClick={() => void handleResend()}
      >
        Resend OTP
      </Button>
      {cooldown.secondsLeft > 0 ? (
        <p id="resend-wait" className="-mt-2 text-center text-sm text-slate-600">
          A code was just sent. You can ask for another in{' '}
          <span className="font-semibold tabular-nums">{cooldown.secondsLeft} s</span>.
        </p>
      ) : null}
      <AuthPrompt to="/login">Back to log in</AuthPrompt>
    </form>
  );
}
