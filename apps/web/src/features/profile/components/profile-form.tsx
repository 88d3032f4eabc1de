import { personNameSchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import profileEn from '@/locales/en/profile';
import { useUpdateMe } from '../api/update-me';

const m = defineMessages('profile', profileEn);

const profileFormSchema = z.object({ name: personNameSchema });

interface ProfileFormProps {
  name: string;
  email: string;
}

export function ProfileForm({ name, email }: ProfileFormProps) {
  const t = useT();
  const updateMe = useUpdateMe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: { name } });

  const onSubmit = handleSubmit((body) => {
    updateMe.mutate(body, {
      onSuccess: (user) => {
        reset({ name: user.name });
        void showToast('success', t(m.profileUpdated));
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={updateMe.error ? errorMessage(updateMe.error, t(m.couldNotSaveProfile)) : null} />
      <TextField label={t(m.name)} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t(m.email)}
        type="email"
        value={email}
        readOnly
        disabled
        hint={t(m.emailCannotChange)}
      />
      <Button
        type="submit"
        disabled={!isDirty}
        busy={updateMe.isPending}
        busyText={t(m.saving)}
        icon={<Save className="size-4" aria-hidden="true" />}
        className="self-start"
      >
        {t(m.saveChanges)}
      </Button>
    </form>
  );
}
