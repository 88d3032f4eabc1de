import type { MessageDescriptor } from '@lingui/core';
import { KeyRound } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { afterSignIn } from '@/lib/navigation-state';
import authEn from '@/locales/en/auth';
import { useLoginWithSecondFactor } from '../api/login-two-factor';

const m = defineMessages('auth', authEn);

// secondFactorCodeSchema's rule, without zod on the sign-in screens (docs/decisions/0102).
const codePattern = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i;

/**
 * The sign-in's second step while two-factor sign-in is on: the code from the authenticator app or a
 * recovery code. Loaded only when a member needs it, so the login screen's first load stays as it was.
 */
export default function LoginSecondFactor({
  challengeToken,
  onRestart,
}: {
  challengeToken: string;
  onRestart: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loginWithCode = useLoginWithSecondFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | undefined>();
  // A recovery code has letters: the field then asks for a keyboard that has them.
  const [recovery, setRecovery] = useState(false);

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = code.trim();
    if (!codePattern.test(given)) {
      setFieldError(given === '' ? m.enterSixDigitCode : m.enterCodeOrRecoveryCode);
      return;
    }
    setFieldError(undefined);
    loginWithCode.mutate(
      { challengeToken, code: given },
      { onSuccess: () => void navigate(afterSignIn('/login', search), { replace: true }) },
    );
  }

  const { error } = loginWithCode;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t(m.secondFactorIntro)}</p>
      <FormAlert message={error ? errorMessage(error, t(m.couldNotCheckCode)) : null} />
      <TextField
        label={t(recovery ? m.recoveryCode : m.authenticationCode)}
        name="code"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        placeholder={recovery ? 'abcde-12345' : '123456'}
        inputClassName="text-center font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
        error={fieldError && t(fieldError)}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button
        type="button"
        onClick={() => setRecovery((current) => !current)}
        className="-mt-2 self-start text-sm font-medium text-green-700 hover:underline"
      >
        {t(recovery ? m.useAppCode : m.useRecoveryCode)}
      </button>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={loginWithCode.isPending}
        busyText={t(m.checking)}
        icon={<KeyRound className="size-5" aria-hidden="true" />}
      >
        {t(m.verifyAndLogIn)}
      </Button>
      <button
        type="button"
        onClick={onRestart}
        className="text-sm font-medium text-green-700 hover:underline"
      >
        {t(m.startAgain)}
      </button>
    </form>
  );
}
