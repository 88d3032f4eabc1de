import { emailSchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react';
import { MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, ltr, translate, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { readEmailFromState } from '@/lib/navigation-state';
import authEn from '@/locales/en/auth';
import loginEn from '@/locales/en/login';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLink, AuthPrompt } from './auth-link';
import { OtpField } from './otp-field';
import { useCodeCooldown } from './use-code-cooldown';

const m = defineMessages('auth', authEn);
const loginMessages = defineMessages('login', loginEn);

// Spec §5: the code is required but its length is left to the server.
const verifyFormSchema = z.object({
  email: emailSchema,
  otp: z
    .string()
    .trim()
    .min(1, { error: () => translate(m.enterCodeFromEmail) }),
});

export function VerifyOtpForm() {
  const t = useT();
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
          void showAlert('success', t(m.verified), t(m.emailVerified));
          void navigate('/login', { replace: true, state: { email } });
        },
        onError: (error) => {
          void showAlert('error', t(m.verificationFailed), errorMessage(error, t(m.couldNotVerifyOtp)));
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
          void showAlert('success', t(m.otpSent), t(m.newOtpSent));
        },
        onError: (error) => {
          void showAlert('error', t(m.failedToResend), errorMessage(error, t(m.couldNotResendOtp)));
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
              <Trans
                id={m.sentTo.id}
                message={m.sentTo.message}
                values={{ email: ltr(emailFromState) }}
                components={{ 0: <strong className="font-semibold break-words" /> }}
              />
            </p>
            <p className="mt-1.5 text-green-800">
              {t(m.wrongAddress)} <AuthLink to="/signup">{t(m.signUpAgain)}</AuthLink>
            </p>
          </div>
          <input type="hidden" {...register('email')} />
        </div>
      ) : (
        <TextField
          label={t(loginMessages.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          hint={t(m.signedUpWith)}
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
        busyText={t(m.verifying)}
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      >
        {t(m.verifyOtp)}
      </Button>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        busy={resendOtp.isPending}
        busyText={t(m.sending)}
        disabled={cooldown.secondsLeft > 0}
        focusableWhenDisabled
        aria-describedby={cooldown.secondsLeft > 0 ? 'resend-wait' : undefined}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        onClick={() => void handleResend()}
      >
        {t(m.resendOtp)}
      </Button>
      {cooldown.secondsLeft > 0 ? (
        <p id="resend-wait" className="-mt-2 text-center text-sm text-slate-600">
          <Trans
            id={m.resendWait.id}
            message={m.resendWait.message}
            values={{ seconds: cooldown.secondsLeft }}
            components={{ 0: <span className="font-semibold tabular-nums" /> }}
          />
        </p>
      ) : null}
      <AuthPrompt to="/login">{t(m.backToLogIn)}</AuthPrompt>
    </form>
  );
}
