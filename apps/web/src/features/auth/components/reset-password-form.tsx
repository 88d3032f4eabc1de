import { resetPasswordBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { readEmailFromState } from '@/lib/navigation-state';
import authEn from '@/locales/en/auth';
import loginEn from '@/locales/en/login';
import { useResetPassword } from '../api/reset-password';
import { AuthPrompt } from './auth-link';
import { OtpField } from './otp-field';

const m = defineMessages('auth', authEn);
const loginMessages = defineMessages('login', loginEn);

const resetFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: () => translate(m.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });

export function ResetPasswordForm() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: {
      email: readEmailFromState(location.state) ?? '',
      otp: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmPassword, ...body }) => {
    resetPassword.mutate(body, {
      onSuccess: () => {
        void showAlert('success', t(m.allSet), t(m.passwordReset));
        void navigate('/login', { replace: true, state: { email: body.email } });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={resetPassword.error ? errorMessage(resetPassword.error, t(m.couldNotResetPassword)) : null}
      />
      <TextField
        label={t(loginMessages.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <OtpField error={errors.otp?.message} {...register('otp')} />
      <TextField
        label={t(m.newPassword)}
        type="password"
        autoComplete="new-password"
        placeholder={t(m.atLeastEightCharacters)}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        placeholder={t(m.typeItAgain)}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={resetPassword.isPending}
        busyText={t(m.saving)}
        icon={<KeyRound className="size-4" aria-hidden="true" />}
      >
        {t(m.resetPassword)}
      </Button>
      <AuthPrompt prompt={t(m.noCode)} to="/forgot-password">
        {t(m.requestNewOne)}
      </AuthPrompt>
    </form>
  );
}
