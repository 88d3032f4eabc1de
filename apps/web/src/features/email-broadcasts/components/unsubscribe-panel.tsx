import { CheckCircle2, MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { defineMessages, useT } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import { errorMessage } from '@/lib/api-client';
import emailPreferencesEn from '@/locales/en/email-preferences';
import { useUnsubscribe } from '../api/unsubscribe';

const m = defineMessages('email-preferences', emailPreferencesEn);

/**
 * The page an announcement's link opens. It asks for a click rather than unsubscribing on load, so a
 * mail scanner that follows links does not unsubscribe anyone.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const t = useT();
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />
        <p className="text-slate-700">{translateText(unsubscribe.data.message)}</p>
      </div>
    );
  }
  if (token === null) return <FormAlert message={t(m.invalidLink)} />;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert
        message={unsubscribe.error ? errorMessage(unsubscribe.error, t(m.couldNotUnsubscribe)) : null}
      />
      <Button
        size="lg"
        fullWidth
        busy={unsubscribe.isPending}
        busyText={t(m.unsubscribing)}
        icon={<MailX className="size-5" aria-hidden="true" />}
        onClick={() => unsubscribe.mutate(token)}
      >
        {t(m.unsubscribe)}
      </Button>
      <p className="text-center text-xs text-slate-500">{t(m.turnBackOn)}</p>
    </div>
  );
}
