import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { defineMessages, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import pushEn from '@/locales/en/push';
import { getPushKey } from '../api/get-push-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { forgetThisBrowser } from '../forget-this-browser';
import {
  currentSubscription,
  pushSupported,
  PushUnavailableError,
  subscribeBrowser,
  subscriptionBody,
} from '../browser-push';

const m = defineMessages('push', pushEn);

async function turnOn(): Promise<void> {
  const { publicKey } = await getPushKey();
  const subscription = await subscribeBrowser(publicKey);
  await savePushSubscription(subscriptionBody(subscription));
}

/**
 * Settings: whether this browser shows the member decisions on their money, money received and support's
 * replies while the app is closed (Web Push). Nothing where the browser cannot.
 */
export function PushSwitch() {
  const t = useT();
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : forgetThisBrowser()),
    onSuccess: (_result, on) => setEnabled(on),
  });

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    currentSubscription()
      .then((subscription) => {
        if (!current) return;
        setEnabled(subscription !== null);
        // Subscribed while another member was signed in on this browser: it is this member's now.
        if (subscription !== null)
          void savePushSubscription(subscriptionBody(subscription)).catch(() => undefined);
      })
      .catch(() => {
        if (current) setEnabled(false);
      });
    return () => {
      current = false;
    };
  }, []);

  if (!pushSupported()) return null;
  const failure =
    change.error instanceof PushUnavailableError
      ? t(change.error.reason)
      : errorMessage(change.error, t(change.variables === true ? m.couldNotTurnOn : m.couldNotTurnOff));
  return (
    <div className="flex flex-col gap-3">
      <Switch
        label={t(m.notifyWhenClosed)}
        visibleLabel={t(m.notifyWhenClosed)}
        checked={change.isPending ? change.variables : enabled === true}
        disabled={enabled === undefined || change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      <FormAlert message={change.isError ? failure : null} />
    </div>
  );
}
