import { createTaskBodySchema, type AdminTask } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
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
  const redirectIfSignedOut = useAdminAuthRedirect();
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
          if (redirectIfSignedOut(error)) return;
          void showToast('error', errorMessage(error, 'Something went wrong'));
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title={editing ? 'Edit Task' : 'Add Task'}
      description="Members start the task, upload a screenshot and submit it; you approve or reject the proof."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="task-form" busy={save.isPending} busyText="Saving...">
            {editing ? 'Save Task' : 'Add Task'}
          </Button>
        </>
      }
    >
      <form
        id="task-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4 px-5 py-4"
      >
        <TextField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="task-description" className="text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea
            id="task-description"
            rows={4}
            maxLength={2000}
            aria-invalid={errors.description ? true : undefined}
            className="w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-xs focus:border-green-600 focus:ring-4 focus:ring-green-100 focus:outline-none"
            {...register('description')}
          />
          {errors.description ? (
            <p className="text-xs font-medium text-red-600">{errors.description.message}</p>
          ) : null}
        </div>
        <TextField
          label="Reward (USD)"
          inputMode="decimal"
          autoComplete="off"
          hint={editing ? 'A new reward applies to proofs submitted from now on.' : undefined}
          error={errors.reward?.message}
          {...register('reward')}
        />
        <Switch label="Active" visibleLabel="Active (members see it)" {...register('isActive')} />
      </form>
    </Modal>
  );
}
