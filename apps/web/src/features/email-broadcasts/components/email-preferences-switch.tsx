import { Switch } from '@/components/ui/switch';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-broadcasts';

/** Settings: whether announcements e-mailed to all members reach this member. */
export function EmailPreferencesSwitch() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const checked = update.isPending ? update.variables : (preferences.data?.broadcasts ?? true);
  return (
    <Switch
      label="Announcements by e-mail"
      visibleLabel="Announcements by e-mail"
      checked={checked}
      disabled={preferences.isPending || update.isPending}
      onChange={(event) => update.mutate(event.target.checked)}
    />
  );
}
