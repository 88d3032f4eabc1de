import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useLogout } from '@/features/auth/api/logout';
import { DevicesCard } from '@/features/devices/components/devices-card';
import { forgetThisBrowser } from '@/features/push/forget-this-browser';
import { EmailPreferencesSwitch } from '@/features/email-broadcasts/components/email-preferences-switch';
import { useMe } from '@/features/profile/api/get-me';
import { AccountNumber } from '@/features/profile/components/account-number';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfilePictureField } from '@/features/profile/components/profile-picture-field';
import { StatusBadge } from '@/features/profile/components/status-badge';
import { TwoFactorCard } from '@/components/two-factor/two-factor-card';
import { pushSupported } from '@/features/push/browser-push';
import { PushSwitch } from '@/features/push/components/push-switch';
import { LanguageSwitch } from '@/features/profile/components/language-switch';
import { defineMessages, useT } from '@/i18n/i18n';
import languageEn from '@/locales/en/language';
import settingsEn from '@/locales/en/settings';

const m = defineMessages('settings', settingsEn);
const languageMessages = defineMessages('language', languageEn);

export default function SettingsPage() {
  const t = useT();
  const { data: user } = useMe();
  const logout = useLogout({ before: forgetThisBrowser });
  if (!user) return null;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(m.title)}</h1>

      <Card className="flex items-center gap-4">
        <Avatar name={user.name} imageUrl={user.profileImage} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <StatusBadge status={user.status} />
          </div>
          {/* An address reads left to right, and in Urdu still sits at the start of the line. */}
          <p dir="ltr" className="truncate text-sm text-slate-500 [text-align:match-parent]">
            {user.email}
          </p>
          <AccountNumber accountNumber={user.accountNumber} className="-ms-0.5" />
        </div>
      </Card>

      <Card>
        <CardHeader title={t(languageMessages.title)} description={t(languageMessages.description)} />
        <LanguageSwitch signedIn />
      </Card>

      <Card>
        <CardHeader title={t(m.profile)} description={t(m.profileDescription)} />
        <div className="flex flex-col gap-5">
          <ProfilePictureField name={user.name} imageUrl={user.profileImage} />
          <ProfileForm name={user.name} email={user.email} />
        </div>
      </Card>

      <Card>
        <CardHeader title={t(m.changePassword)} description={t(m.changePasswordDescription)} />
        <ChangePasswordForm />
      </Card>

      <TwoFactorCard account="member" enabled={user.twoFactorEnabled} />

      <DevicesCard />

      <Card>
        <CardHeader title={t(m.emails)} description={t(m.emailsDescription)} />
        <EmailPreferencesSwitch />
      </Card>

      {pushSupported() ? (
        <Card>
          <CardHeader title={t(m.notifications)} description={t(m.notificationsDescription)} />
          <PushSwitch />
        </Card>
      ) : null}

      <Button
        variant="danger-outline"
        size="lg"
        fullWidth
        busy={logout.isPending}
        busyText={t(m.loggingOut)}
        icon={<LogOut className="size-5" aria-hidden="true" />}
        onClick={() => logout.mutate()}
      >
        {t(m.logout)}
      </Button>
    </div>
  );
}
