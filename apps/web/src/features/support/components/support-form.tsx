import { SUPPORT_FIELDS_REQUIRED_MESSAGE } from '@earnflow/contracts';
import { Send } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import supportEn from '@/locales/en/support';
import { useCreateSupportTicket } from '../api/create-support-ticket';

const m = defineMessages('support', supportEn);

/** Spec "Support": Subject and Message, both required after trimming; cleared once sent. */
export function SupportForm() {
  const t = useT();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const create = useCreateSupportTicket();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (subject.trim() === '' || message.trim() === '') {
      void showAlert('warning', translateText(SUPPORT_FIELDS_REQUIRED_MESSAGE));
      return;
    }
    try {
      await create.mutateAsync({ subject: subject.trim(), message: message.trim() });
      setSubject('');
      setMessage('');
      void showAlert('success', t(m.sent), t(m.sentText));
    } catch (error) {
      void showAlert('error', t(m.error), errorMessage(error, t(m.sendFailed)));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t(m.subject)}
        value={subject}
        maxLength={150}
        placeholder={t(m.subjectPlaceholder)}
        onChange={(event) => setSubject(event.target.value)}
        disabled={create.isPending}
        dir="auto"
      />
      <TextAreaField
        label={t(m.message)}
        value={message}
        rows={6}
        maxLength={5000}
        placeholder={t(m.messagePlaceholder)}
        onChange={(event) => setMessage(event.target.value)}
        disabled={create.isPending}
        dir="auto"
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={create.isPending}
        busyText={t(m.sending)}
        icon={<Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
      >
        {t(m.send)}
      </Button>
    </form>
  );
}
