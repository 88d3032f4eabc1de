import { createTaskBodySchema, type AdminTask } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { amountInputSchema } from '@/lib/money-input';
import { useSaveTask } from '../api/admin-tasks';

const { shape } = createTaskBodySchema;
const formSchema = z.object({
  title: shape.title,
  description: shape.description,
  reward: amountInputSchema(shape.reward, { empty: 'Enter the reward.' }),
  isActive: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
const emptyValues: FormValues = { title: '', description: '', reward: '', isActive: true };

export function TaskForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AdminTask | null;
  onClose: () => void;
}) {
  const save = useSaveTask();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: emptyValues });

  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            title: editing.title,
            description: editing.description,
            reward: String(editing.reward),
            isActive: editing.isActive,
          }
        : emptyValues,
    );
  }, [open, editing, reset]);

  const onSubmit = handleSubmit((body) => {
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: () => {
          void showToast('success', editing ? 'Task updated' : 'Task added');
          onClose();
        },
        onError: (error) => {
          if (handledByAdminFrame(error)) return;
          void showToast('error', errorMessage(error, 'Something went wrong'));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      title={editing ? 'Edit Task' : 'Add Task'}
      description="Members start the task, upload a screenshot and submit it; you approve or reject the proof."
      onSubmit={onSubmit}
      submitText={editing ? 'Save Task' : 'Add Task'}
      busy={save.isPending}
      busyText="Saving..."
      formClassName="flex flex-col gap-4 px-5 py-4"
    >
      <TextField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Reward (USD)"
        inputMode="decimal"
        autoComplete="off"
        hint={editing ? 'A new reward applies to proofs submitted from now on.' : undefined}
        error={errors.reward?.message}
        {...register('reward')}
      />
      <Switch label="Active" visibleLabel="Active (members see it)" {...register('isActive')} />
    </FormDialog>
  );
}
