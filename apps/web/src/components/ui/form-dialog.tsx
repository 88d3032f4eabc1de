import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { Button } from './button';
import { Modal } from './modal';

const m = defineMessages('ui', uiEn);

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the title, in smaller type. */
  description?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** The form's submit handler (react-hook-form's `handleSubmit(...)` result, say). */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => unknown;
  /** The submit button's text. */
  submitText: ReactNode;
  /** The submit button's look: `danger` for a step that takes something away. */
  submitVariant?: 'primary' | 'danger';
  busy?: boolean;
  busyText?: string;
  /** Holds the submit button back (while an upload is still going, say). */
  submitDisabled?: boolean;
  /** The form's own layout (a column with gaps and padding unless given). */
  formClassName?: string;
  children: ReactNode;
}

/**
 * A modal form of the admin console: the fields, then Cancel and the submit button in the dialog's bottom
 * bar. The browser's own validation is off; the form shows its messages itself.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  size = 'md',
  onSubmit,
  submitText,
  submitVariant,
  busy = false,
  busyText,
  submitDisabled = false,
  formClassName = 'flex flex-col gap-4 p-5',
  children,
}: FormDialogProps) {
  const t = useT();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            busy={busy}
            busyText={busyText}
            disabled={submitDisabled}
          >
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className={formClassName}>
        {children}
      </form>
    </Modal>
  );
}
