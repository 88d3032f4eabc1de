import { Spinner } from '@/components/ui/spinner';
import { useAdminMe } from '@/features/admins/api/get-admin-me';
import {
  ChangePasswordCard,
  SecurityPolicyCard,
  TwoFactorCard,
} from '@/features/admins/components/account-security';
import { AdminProfileCard } from '@/features/admins/components/admin-profile-card';
import { AviatorLimitsForm } from '@/features/admin-aviator/components/aviator-limits-form';
import { RewardSettingsForm } from '@/features/admin-spin/components/reward-settings-form';
import { usePlatformSettings } from '@/features/admin-settings/api/get-platform-settings';
import { FraudSettingsForm } from '@/features/admin-settings/components/fraud-settings-form';
import { PlatformSettingsForm } from '@/features/admin-settings/components/platform-settings-form';
import { errorMessage } from '@/lib/api-client';

export default function AdminSettingsPage() {
  const adminMe = useAdminMe();
  // A one-time password opens only the password form: nothing else answers until it is replaced.
  const firstPassword = adminMe.data?.mustChangePassword === true;
  const operations =
    adminMe.data !== undefined &&
    adminMe.data.role !== 'SUPPORT' &&
    !adminMe.data.twoFactorSetupRequired &&
    !firstPassword;
  const settings = usePlatformSettings(operations);

  return (
    <div className="flex max-w-5xl flex-col gap-10">
      <section aria-labelledby="profile-section-heading" className="flex flex-col gap-6">
        <div>
          <h2 id="profile-section-heading" className="text-xl font-semibold text-slate-900">
            Your profile
          </h2>
          <p className="mt-1 text-sm text-slate-500">The admin account you are signed in with.</p>
        </div>
        {adminMe.data ? (
          <AdminProfileCard admin={adminMe.data} />
        ) : adminMe.error ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700">
            {errorMessage(adminMe.error, 'Could not load your profile.')}
          </div>
        ) : (
          <div className="flex justify-center rounded-2xl border border-slate-200 bg-white py-16">
            <Spinner className="size-8" label="Loading profile" />
          </div>
        )}
      </section>

      {adminMe.data ? (
        <section aria-labelledby="security-section-heading" className="flex flex-col gap-6">
          <div>
            <h2 id="security-section-heading" className="text-xl font-semibold text-slate-900">
              Security
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              Two-factor sign-in, your password and your sessions.
            </p>
          </div>
          {firstPassword ? (
            <ChangePasswordCard firstPassword />
          ) : (
            <>
              <TwoFactorCard admin={adminMe.data} />
              <ChangePasswordCard />
              <SecurityPolicyCard admin={adminMe.data} />
            </>
          )}
        </section>
      ) : null}

      {operations ? (
        <section aria-labelledby="platform-section-heading" className="flex flex-col gap-6">
          <div>
            <h2 id="platform-section-heading" className="text-xl font-semibold text-slate-900">
              Platform configuration
            </h2>
            <p className="mt-1 text-sm text-slate-500">
              Withdrawal rules, the accounts members pay deposits into, the referral percentage and free
              spins, the aviator limits and fraud defence.
            </p>
          </div>
          {settings.data ? (
            <PlatformSettingsForm settings={settings.data} />
          ) : settings.error ? (
            <div
              role="alert"
              className="rounded-2xl border border-red-200 bg-red-50 p-6 text-sm text-red-700"
            >
              {errorMessage(settings.error, 'Could not load the platform settings.')}
            </div>
          ) : (
            <div className="flex justify-center rounded-2xl border border-slate-200 bg-white py-16">
              <Spinner className="size-8" label="Loading settings" />
            </div>
          )}
          <RewardSettingsForm />
          <AviatorLimitsForm />
          <FraudSettingsForm />
        </section>
      ) : null}
    </div>
  );
}
