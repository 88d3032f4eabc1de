import {
  adminChangePasswordBodySchema,
  currentPasswordBodySchema,
  twoFactorCodeBodySchema,
  type Admin,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogOut, ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showToast } from '@/lib/dialogs';
import {
  useChangeAdminPassword,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSecurityPolicy,
  useSignOutOtherSessions,
  useStartTwoFactorSetup,
  useUpdateSecurityPolicy,
} from '../api/own-account';

/** Two-factor sign-in with an authenticator app: QR code, a confirming code, then recovery codes once. */
export function TwoFactorCard({ admin }: { admin: Admin }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeForm = useForm({ resolver: zodResolver(twoFactorCodeBodySchema), defaultValues: { code: '' } });
  const passwordForm = useForm({
    resolver: zodResolver(currentPasswordBodySchema),
    defaultValues: { password: '' },
  });
  // Setting it up and turning it off both ask for the password; only one of the two shows at a time.
  const onSetup = passwordForm.handleSubmit(({ password }) =>
    setup.mutate(password, { onSuccess: () => passwordForm.reset() }),
  );
  const passwordField = (label: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      className="min-w-64"
      error={passwordForm.formState.errors.password?.message}
      {...passwordForm.register('password')}
    />
  );

  const onEnable = codeForm.handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes: codes }) => {
        setRecoveryCodes(codes);
        setup.reset();
        void showToast('success', 'Two-factor sign-in is on');
      },
    }),
  );
  // The secret stays pending on the server until a code confirms it; a new set-up replaces it.
  const onCancelSetup = () => {
    setup.reset();
    enable.reset();
    codeForm.reset();
  };
  const onDisable = passwordForm.handleSubmit(({ password }) =>
    disable.mutate(password, {
      onSuccess: () => {
        passwordForm.reset();
        void showToast('success', 'Two-factor sign-in is off');
      },
    }),
  );

  return (
    <Card aria-labelledby="two-factor-heading">
      <div className="flex items-start justify-between gap-3">
        <CardHeader
          titleId="two-factor-heading"
          title="Two-factor sign-in"
          description="After your password, sign-in asks for a 6-digit code from an authenticator app on your phone."
        />
        <Badge tone={admin.twoFactorEnabled ? 'green' : 'slate'}>
          {admin.twoFactorEnabled ? 'On' : 'Off'}
        </Badge>
      </div>
      {admin.twoFactorSetupRequired ? (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">
          The owner requires two-factor sign-in. Set it up to open the rest of the console.
        </p>
      ) : null}

      {recoveryCodes ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They
            are shown only now.
          </p>
          <ul
            data-testid="recovery-codes"
            className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-5"
          >
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div>
            <Button variant="outline" onClick={() => setRecoveryCodes(null)}>
              I have saved them
            </Button>
          </div>
        </div>
      ) : admin.twoFactorEnabled ? (
        <form noValidate onSubmit={(event) => void onDisable(event)} className="flex flex-col gap-3">
          <FormAlert message={disable.error ? errorMessage(disable.error, 'Could not turn it off.') : null} />
          <div className="flex flex-wrap items-end gap-3">
            {passwordField('Password to turn it off')}
            <Button
              type="submit"
              variant="danger-outline"
              busy={disable.isPending}
              icon={<ShieldOff className="size-4" aria-hidden="true" />}
            >
              Turn off
            </Button>
          </div>
        </form>
      ) : setup.data ? (
        <form
          noValidate
          onSubmit={(event) => void onEnable(event)}
          className="flex flex-col gap-4 md:flex-row md:items-start"
        >
          <div className="shrink-0 rounded-xl border border-slate-200 bg-white p-3">
            <QRCodeSVG value={setup.data.otpauthUrl} size={168} title="QR code for your authenticator app" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="text-sm text-slate-700">
              Scan the QR code with Google Authenticator, Microsoft Authenticator, 1Password or a similar app,
              or type this key:
            </p>
            <code
              data-testid="totp-secret"
              className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
            >
              {setup.data.secret}
            </code>
            <FormAlert
              message={enable.error ? errorMessage(enable.error, 'Could not check the code.') : null}
            />
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                label="Code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                className="w-48"
                error={codeForm.formState.errors.code?.message}
                {...codeForm.register('code')}
              />
              <Button
                type="submit"
                busy={enable.isPending}
                icon={<ShieldCheck className="size-4" aria-hidden="true" />}
              >
                Turn on
              </Button>
              <Button variant="ghost" onClick={onCancelSetup} disabled={enable.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void onSetup(event)} className="flex flex-col gap-3">
          <FormAlert
            message={setup.error ? errorMessage(setup.error, 'Could not start the set-up.') : null}
          />
          <div className="flex flex-wrap items-end gap-3">
            {passwordField('Password to set it up')}
            <Button
              type="submit"
              busy={setup.isPending}
              icon={<ShieldCheck className="size-4" aria-hidden="true" />}
            >
              Set up two-factor sign-in
            </Button>
          </div>
        </form>
      )}
    </Card>
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
