import { resetPasswordBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { readEmailFromState } from '@/lib/navigation-state';
import { useResetPassword } from '../api/reset-password';
import { AuthPrompt } from './auth-link';
import { OtpField } from './otp-field';

const resetFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export function ResetPasswordForm() {
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
        void showAlert('success', 'All set!', 'Your password has been reset. Log in with your new password.');
        void navigate('/login', { replace: true, state: { email: body.email } });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={
          resetPassword.error ? errorMessage(resetPassword.error, 'Could not reset your password.') : null
        }
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
      <OtpField error={errors.otp?.message} {...register('otp')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={resetPassword.isPending}
        busyText="Saving..."
        icon={<KeyRound className="size-4" aria-hidden="true" />}
      >
        Reset password
      </Button>
      <AuthPrompt prompt="No code?" to="/forgot-password">
        Request a new one
      </AuthPrompt>
    </form>
  );
}
