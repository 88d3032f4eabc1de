import { Switch } from '@/components/ui/switch';
import { defineMessages, useT } from '@/i18n/i18n';
import emailPreferencesEn from '@/locales/en/email-preferences';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-broadcasts';

const m = defineMessages('email-preferences', emailPreferencesEn);

/** Settings: whether announcements e-mailed to all members reach this member. */
export function EmailPreferencesSwitch() {
  const t = useT();
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const checked = update.isPending ? update.variables : (preferences.data?.broadcasts ?? true);
  return (
    <Switch
      label={t(m.announcementsByEmail)}
      visibleLabel={t(m.announcementsByEmail)}
      checked={checked}
      disabled={preferences.isPending || update.isPending}
      onChange={(event) => update.mutate(event.target.checked)}
    />
  );
}
