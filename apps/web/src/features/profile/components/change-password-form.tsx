import { changePasswordBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { useChangePassword } from '../api/change-password';

const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyValues });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmPassword, ...body }) => {
    changePassword.mutate(body, {
      onSuccess: () => {
        reset(emptyValues);
        void showToast('success', 'Password changed');
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={
          changePassword.error ? errorMessage(changePassword.error, 'Could not change your password.') : null
        }
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        busy={changePassword.isPending}
        busyText="Saving..."
        icon={<KeyRound className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        Change password
      </Button>
    </form>
  );
}
