import { CheckCircle2, MailX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page an announcement's link opens. It asks for a click rather than unsubscribing on load, so a
 * mail scanner that follows links does not unsubscribe anyone.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />
        <p className="text-slate-700">{unsubscribe.data.message}</p>
      </div>
    );
  }
  if (token === null) return <FormAlert message="This unsubscribe link is not valid." />;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert
        message={
          unsubscribe.error ? errorMessage(unsubscribe.error, 'Could not unsubscribe. Try again.') : null
        }
      />
      <Button
        size="lg"
        fullWidth
        busy={unsubscribe.isPending}
        busyText="Unsubscribing..."
        icon={<MailX className="size-5" aria-hidden="true" />}
        onClick={() => unsubscribe.mutate(token)}
      >
        Unsubscribe
      </Button>
      <p className="text-center text-xs text-slate-500">
        You can turn announcements back on in Settings at any time.
      </p>
    </div>
  );
}
