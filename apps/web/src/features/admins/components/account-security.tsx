import { adminChangePasswordBodySchema, type Admin } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import { TwoFactorCard as SharedTwoFactorCard } from '@/components/two-factor/two-factor-card';
import {
  useChangeAdminPassword,
  useSecurityPolicy,
  useSignOutOtherSessions,
  useUpdateSecurityPolicy,
} from '../api/own-account';

/** The admin's two-factor sign-in (the shared card), with the owner's requirement when it applies. */
export function TwoFactorCard({ admin }: { admin: Admin }) {
  return (
    <SharedTwoFactorCard
      account="admin"
      enabled={admin.twoFactorEnabled}
      notice={
        admin.twoFactorSetupRequired ? (
          <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">
            The owner requires two-factor sign-in. Set it up to open the rest of the console.
          </p>
        ) : null
      }
    />
  );
}

/** The admin's own password; changing it signs out their other sessions. */
// Admins have no reset by e-mail: a mistyped new password would lock them out, so it is typed twice.
const changeAdminPasswordFormSchema = adminChangePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

/** The password form; `firstPassword` when the admin signed in with a one-time password and may do nothing else. */
export function ChangePasswordCard({ firstPassword = false }: { firstPassword?: boolean }) {
  const change = useChangeAdminPassword();
  const signOutOthers = useSignOutOtherSessions();
  const form = useForm({
    resolver: zodResolver(changeAdminPasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirmPassword, ...body }) =>
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        void showToast('success', 'Password changed; other sessions signed out');
      },
    }),
  );
  const onSignOutOthers = async () => {
    const confirmed = await confirmAction({
      title: 'Sign out other sessions?',
      text: 'Every other browser signed in as you has to sign in again.',
      confirmButtonText: 'Sign them out',
    });
    if (confirmed)
      signOutOthers.mutate(undefined, {
        onSuccess: () => void showToast('success', 'Other sessions signed out'),
        onError: (error) =>
          void showToast('error', errorMessage(error, 'Could not sign out the other sessions.')),
      });
  };
  return (
    <Card aria-labelledby="password-heading">
      <CardHeader
        titleId="password-heading"
        title="Password and sessions"
        description="Use at least 8 characters. Changing the password signs out your other sessions."
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormAlert
          message={change.error ? errorMessage(change.error, 'Could not change the password.') : null}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            busy={change.isPending}
            icon={<KeyRound className="size-4" aria-hidden="true" />}
          >
            Change password
          </Button>
          {firstPassword ? null : (
            <Button
              variant="outline"
              busy={signOutOthers.isPending}
              icon={<LogOut className="size-4" aria-hidden="true" />}
              onClick={() => void onSignOutOthers()}
            >
              Sign out other sessions
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/** Owners: require two-factor sign-in for every admin. */
export function SecurityPolicyCard({ admin }: { admin: Admin }) {
  const policy = useSecurityPolicy(admin.role === 'OWNER');
  const update = useUpdateSecurityPolicy();
  // The value being asked about, shown on the switch until the owner answers.
  const [asking, setAsking] = useState<boolean | null>(null);
  if (admin.role !== 'OWNER') return null;

  const onChange = async (requireTwoFactor: boolean) => {
    setAsking(requireTwoFactor);
    const confirmed = await confirmAction(
      requireTwoFactor
        ? {
            title: 'Require two-factor sign-in for every admin?',
            text: 'Every other admin who has not set it up is sent to Settings at once and can open nothing else until they do.',
            confirmButtonText: 'Yes, require it',
          }
        : {
            title: 'Stop requiring two-factor sign-in?',
            text: 'Admins without it can then use the whole console with their password alone.',
            confirmButtonText: 'Yes, stop requiring it',
            danger: true,
          },
    );
    setAsking(null);
    if (!confirmed) return;
    update.mutate(requireTwoFactor, {
      onSuccess: ({ requireTwoFactor: required }) =>
        void showToast(
          'success',
          required ? 'Two-factor sign-in required for every admin' : 'Two-factor sign-in no longer required',
        ),
      onError: (error) => void showToast('error', errorMessage(error, 'Could not change the rule.')),
    });
  };

  return (
    <Card aria-labelledby="policy-heading">
      <CardHeader
        titleId="policy-heading"
        title="Sign-in rules for all admins"
        description="When required, an admin without two-factor sign-in can only open Settings until they set it up."
      />
      <div className="flex flex-col gap-3">
        <FormAlert message={update.error ? errorMessage(update.error, 'Could not change the rule.') : null} />
        <Switch
          label="Require two-factor sign-in for every admin"
          className="self-start"
          visibleLabel="Require two-factor sign-in for every admin"
          checked={asking ?? policy.data?.requireTwoFactor ?? false}
          disabled={policy.data === undefined || update.isPending || asking !== null}
          onChange={(event) => void onChange(event.target.checked)}
        />
      </div>
    </Card>
  );
}
