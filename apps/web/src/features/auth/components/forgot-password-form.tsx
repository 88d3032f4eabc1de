import { emailBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { useForgotPassword } from '../api/forgot-password';
import { AuthPrompt } from './auth-link';

export function ForgotPasswordForm() {
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
          void showToast('success', message);
          void navigate('/reset-password', { state: { email } });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={forgotPassword.error ? errorMessage(forgotPassword.error, 'Could not send the code.') : null}
      />
      <TextField
        label="Email"
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
        busyText="Sending..."
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Send reset code
      </Button>
      <AuthPrompt prompt="Remembered it?" to="/login">
        Back to log in
      </AuthPrompt>
    </form>
  );
}
