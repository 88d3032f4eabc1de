import { emailBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import authEn from '@/locales/en/auth';
import loginEn from '@/locales/en/login';
import { useForgotPassword } from '../api/forgot-password';
import { AuthPrompt } from './auth-link';

const m = defineMessages('auth', authEn);
const loginMessages = defineMessages('login', loginEn);

export function ForgotPasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    forgotPassword.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          void showToast('success', translateText(message));
          void navigate('/reset-password', { state: { email } });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={forgotPassword.error ? errorMessage(forgotPassword.error, t(m.couldNotSendCode)) : null}
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
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={forgotPassword.isPending}
        busyText={t(m.sending)}
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        {t(m.sendResetCode)}
      </Button>
      <AuthPrompt prompt={t(m.rememberedIt)} to="/login">
        {t(m.backToLogIn)}
      </AuthPrompt>
    </form>
  );
}
