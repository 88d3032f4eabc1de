import type { MemberTask } from '@earnflow/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { DocumentUploadField, type UploadState } from '@/components/ui/document-upload-field';
import { defineMessages, useT } from '@/i18n/i18n';
import tasksEn from '@/locales/en/tasks';

const m = defineMessages('tasks', tasksEn);

interface ScreenshotDialogProps {
  task: MemberTask | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (screenshotUrl: string) => void;
}

/** Spec §5: the screenshot is uploaded first; submit waits for its URL and is off while anything travels. */
export function ScreenshotDialog({ task, submitting, onClose, onSubmit }: ScreenshotDialogProps) {
  const t = useT();
  const [upload, setUpload] = useState<UploadState>({ url: null, uploading: false });
  const [error, setError] = useState<string | null>(null);

  function close() {
    setUpload({ url: null, uploading: false });
    setError(null);
    onClose();
  }

  function submit() {
    if (!upload.url) {
      setError(t(m.screenshotRequired));
      return;
    }
    setError(null);
    onSubmit(upload.url);
  }

  return (
    <Modal
      open={task !== null}
      onClose={close}
      size="md"
      title={t(m.dialogTitle)}
      description={task ? t(m.dialogDescription, { title: task.title }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t(m.cancel)}
          </Button>
          <Button
            onClick={submit}
            disabled={upload.uploading || submitting || !upload.url}
            busy={submitting}
            busyText={t(m.submitting)}
          >
            {t(m.submit)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 px-5 py-4">
        <DocumentUploadField
          key={task?.id ?? 'none'}
          label={t(m.screenshot)}
          hint={t(m.screenshotHint)}
          disabled={submitting}
          onChange={(state) => {
            setUpload(state);
            if (state.url) setError(null);
          }}
        />
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
