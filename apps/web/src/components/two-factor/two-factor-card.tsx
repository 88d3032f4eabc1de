import { currentPasswordBodySchema, twoFactorCodeBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { useTwoFactor, type TwoFactorAccount } from '@/lib/two-factor';
import twoFactorEn from '@/locales/en/two-factor';

const m = defineMessages('two-factor', twoFactorEn);

// The QR library loads only when someone starts the set-up.
const TotpQrCode = lazy(() => import('./totp-qr-code'));

/** What differs between a member's card (Settings, a phone column) and an admin's (the console, wide). */
const layouts = {
  member: {
    description: m.memberDescription,
    recoveryNote: m.memberRecoveryNote,
    scan: m.memberScan,
    row: 'flex flex-col gap-3',
    codes: 'grid grid-cols-2 gap-2',
    setup: 'flex flex-col gap-4',
  },
  admin: {
    description: m.adminDescription,
    recoveryNote: m.adminRecoveryNote,
    scan: m.adminScan,
    row: 'flex flex-wrap items-end gap-3',
    codes: 'grid grid-cols-2 gap-2 sm:grid-cols-5',
    setup: 'flex flex-col gap-4 md:flex-row md:items-start',
  },
} as const;

/**
 * Two-factor sign-in with an authenticator app, for a member or an admin: the password, then a QR code (or
 * the key to type) and a confirming code, then the recovery codes, shown once; or the password to turn it
 * off. `notice` shows above the steps (the owner requiring it).
 */
export function TwoFactorCard({
  account,
  enabled,
  notice,
}: {
  account: TwoFactorAccount;
  enabled: boolean;
  notice?: ReactNode;
}) {
  const t = useT();
  const layout = layouts[account];
  const { setup, enable, disable } = useTwoFactor(account);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeForm = useForm({ resolver: zodResolver(twoFactorCodeBodySchema), defaultValues: { code: '' } });
  // Setting it up and turning it off both ask for the password; only one of the two shows at a time.
  const passwordForm = useForm({
    resolver: zodResolver(currentPasswordBodySchema),
    defaultValues: { password: '' },
  });
  const passwordField = (label: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      className={account === 'admin' ? 'min-w-64' : undefined}
      error={passwordForm.formState.errors.password?.message}
      {...passwordForm.register('password')}
    />
  );

  const onSetup = passwordForm.handleSubmit(({ password }) =>
    setup.mutate(password, { onSuccess: () => passwordForm.reset() }),
  );
  const onEnable = codeForm.handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes: codes }) => {
        setRecoveryCodes(codes);
        setup.reset();
        codeForm.reset();
        void showToast('success', t(m.isOn));
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
        void showToast('success', t(m.isOff));
      },
    }),
  );

  return (
    <Card aria-labelledby="two-factor-heading">
      <div className="flex items-start justify-between gap-3">
        <CardHeader titleId="two-factor-heading" title={t(m.title)} description={t(layout.description)} />
        <Badge tone={enabled ? 'green' : 'slate'}>{t(enabled ? m.on : m.off)}</Badge>
      </div>
      {notice}

      {recoveryCodes ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t(layout.recoveryNote)}</p>
          <ul
            data-testid="recovery-codes"
            dir="ltr"
            className={`${layout.codes} rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900`}
          >
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button variant="outline" className="self-start" onClick={() => setRecoveryCodes(null)}>
            {t(m.savedThem)}
          </Button>
        </div>
      ) : enabled ? (
        <form noValidate onSubmit={(event) => void onDisable(event)} className="flex flex-col gap-3">
          <FormAlert message={disable.error ? errorMessage(disable.error, t(m.couldNotTurnOff)) : null} />
          <div className={layout.row}>
            {passwordField(t(m.passwordToTurnOff))}
            <Button
              type="submit"
              variant="danger-outline"
              className="self-start"
              busy={disable.isPending}
              icon={<ShieldOff className="size-4" aria-hidden="true" />}
            >
              {t(m.turnOff)}
            </Button>
          </div>
        </form>
      ) : setup.data ? (
        <form noValidate onSubmit={(event) => void onEnable(event)} className={layout.setup}>
          <div className="shrink-0 self-center rounded-xl border border-slate-200 bg-white p-3 md:self-start">
            <Suspense fallback={<Skeleton className="size-[168px]" />}>
              <TotpQrCode value={setup.data.otpauthUrl} />
            </Suspense>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="text-sm text-slate-700">{t(layout.scan)}</p>
            <code
              data-testid="totp-secret"
              dir="ltr"
              className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
            >
              {setup.data.secret}
            </code>
            <FormAlert message={enable.error ? errorMessage(enable.error, t(m.couldNotCheckCode)) : null} />
            <div className={layout.row}>
              <TextField
                label={t(m.codeFromApp)}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                className={account === 'admin' ? 'w-48' : undefined}
                error={codeForm.formState.errors.code?.message}
                {...codeForm.register('code')}
              />
              <div className="flex flex-wrap gap-3">
                <Button
                  type="submit"
                  busy={enable.isPending}
                  icon={<ShieldCheck className="size-4" aria-hidden="true" />}
                >
                  {t(m.turnOn)}
                </Button>
                <Button variant="ghost" onClick={onCancelSetup} disabled={enable.isPending}>
                  {t(m.cancel)}
                </Button>
              </div>
            </div>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void onSetup(event)} className="flex flex-col gap-3">
          <FormAlert message={setup.error ? errorMessage(setup.error, t(m.couldNotStartSetup)) : null} />
          <div className={layout.row}>
            {passwordField(t(m.passwordToSetUp))}
            <Button
              type="submit"
              className="self-start"
              busy={setup.isPending}
              icon={<ShieldCheck className="size-4" aria-hidden="true" />}
            >
              {t(m.setUp)}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
