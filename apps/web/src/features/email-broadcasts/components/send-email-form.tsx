import { EMAIL_FIELDS_REQUIRED_MESSAGE } from '@earnflow/contracts';
import { Send } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert } from '@/lib/dialogs';
import { useSendEmailToAll } from '../api/email-broadcasts';

/** Spec "Send Email": subject, an HTML body of 10 rows and Send Email. */
export function SendEmailForm() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useSendEmailToAll();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (subject.trim() === '' || body.trim() === '') {
      void showAlert('warning', EMAIL_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    const confirmed = await confirmAction({
      title: 'Send this e-mail to every member?',
      text: `"${subject.trim()}" goes to every member who receives announcements. This cannot be undone.`,
      confirmButtonText: 'Yes, send it',
    });
    if (!confirmed) return;
    try {
      const broadcast = await send.mutateAsync({ subject: subject.trim(), body: body.trim() });
      setSubject('');
      setBody('');
      void showAlert('success', 'Emails sent to all users.', broadcast.message);
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlert('error', 'Error', errorMessage(error, 'Failed to send emails.'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label="Subject"
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
        disabled={send.isPending}
      />
      <TextAreaField
        label="Body (HTML)"
        value={body}
        rows={10}
        placeholder="<p>Hello! ...</p>"
        onChange={(event) => setBody(event.target.value)}
        disabled={send.isPending}
        textareaClassName="font-mono text-sm"
      />
      <p className="text-xs text-slate-500">
        Scripts, styles and unsafe links are removed before sending. Every e-mail gets a plain-text copy and
        an unsubscribe link.
      </p>
      <Button
        type="submit"
        className="self-start"
        busy={send.isPending}
        busyText="Sending..."
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Send Email
      </Button>
    </form>
  );
}
