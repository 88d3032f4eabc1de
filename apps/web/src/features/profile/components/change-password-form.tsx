import { changePasswordBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import profileEn from '@/locales/en/profile';
import { useChangePassword } from '../api/change-password';

const m = defineMessages('profile', profileEn);

const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: () => translate(m.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const t = useT();
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
        void showToast('success', t(m.passwordChanged));
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={
          changePassword.error ? errorMessage(changePassword.error, t(m.couldNotChangePassword)) : null
        }
      />
      <TextField
        label={t(m.currentPassword)}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t(m.newPassword)}
        type="password"
        autoComplete="new-password"
        placeholder={t(m.atLeastEightCharacters)}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        busy={changePassword.isPending}
        busyText={t(m.saving)}
        icon={<KeyRound className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        {t(m.changePassword)}
      </Button>
    </form>
  );
}
