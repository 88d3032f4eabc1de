import { Card } from '@/components/ui/card';
import { BroadcastHistory } from '@/features/email-broadcasts/components/broadcast-history';
import { SendEmailForm } from '@/features/email-broadcasts/components/send-email-form';

export default function AdminSendEmailPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Send Email</h2>
        <p className="mt-1 text-sm text-slate-500">
          One e-mail to every verified member who is not suspended and has not opted out.
        </p>
      </div>
      <Card className="max-w-3xl">
        <SendEmailForm />
      </Card>
      <section aria-labelledby="past-emails" className="flex flex-col gap-3">
        <h3 id="past-emails" className="text-lg font-semibold text-slate-900">
          Past e-mails
        </h3>
        <BroadcastHistory />
      </section>
    </div>
  );
}
