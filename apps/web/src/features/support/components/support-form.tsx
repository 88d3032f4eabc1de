import { SUPPORT_FIELDS_REQUIRED_MESSAGE } from '@earnflow/contracts';
import { Send } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useCreateSupportTicket } from '../api/create-support-ticket';

/** Spec "Support": Subject and Message, both required after trimming; cleared once sent. */
export function SupportForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const create = useCreateSupportTicket();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (subject.trim() === '' || message.trim() === '') {
      void showAlert('warning', SUPPORT_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    try {
      await create.mutateAsync({ subject: subject.trim(), message: message.trim() });
      setSubject('');
      setMessage('');
      void showAlert('success', 'Sent!', "Your message has been sent. We'll get back to you shortly.");
    } catch (error) {
      void showAlert('error', 'Error', errorMessage(error, 'Unable to send message.'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label="Subject"
        value={subject}
        maxLength={150}
        placeholder="What is it about?"
        onChange={(event) => setSubject(event.target.value)}
        disabled={create.isPending}
      />
      <TextAreaField
        label="Message"
        value={message}
        rows={6}
        maxLength={5000}
        placeholder="Tell us what happened..."
        onChange={(event) => setMessage(event.target.value)}
        disabled={create.isPending}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={create.isPending}
        busyText="Sending..."
        icon={<Send className="size-5" aria-hidden="true" />}
      >
        Send Message
      </Button>
    </form>
  );
}
