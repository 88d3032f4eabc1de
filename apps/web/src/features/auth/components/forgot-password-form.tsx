import { emailBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { useForgotPassword } from '../api/forgot-password';

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
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-green-700 hover:text-green-800">
          Back to log in
        </Link>
      </p>
    </form>
  );
}
