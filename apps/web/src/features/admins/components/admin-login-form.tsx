import { adminLoginBodySchema, secondFactorCodeSchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { afterSignIn } from '@/lib/navigation-state';
import { useAdminLogin, useAdminLoginWithCode } from '../api/admin-login';

const codeFormSchema = z.object({ code: secondFactorCodeSchema });

/** Password first; when two-factor sign-in is on, the code from the authenticator app next. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const adminLogin = useAdminLogin();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginBodySchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((body) => {
    adminLogin.mutate(body, {
      onSuccess: (answer) => {
        if ('token' in answer) void navigate(afterSignIn('/auth/login', search), { replace: true });
        else setChallengeToken(answer.challengeToken);
      },
    });
  });

  if (challengeToken !== null) {
    return <SecondFactorForm challengeToken={challengeToken} onRestart={() => setChallengeToken(null)} />;
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert
        message={
          adminLogin.error ? errorMessage(adminLogin.error, 'Could not log in. Please try again.') : null
        }
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="admin@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={adminLogin.isPending}
        busyText="Logging in..."
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        Log in
      </Button>
    </form>
  );
}

function SecondFactorForm({ challengeToken, onRestart }: { challengeToken: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const loginWithCode = useAdminLoginWithCode();
  // A recovery code has letters: the field then asks for a keyboard that has them.
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  function switchKind() {
    setRecovery((current) => !current);
    setFocus('code');
  }

  const onSubmit = handleSubmit(({ code }) => {
    loginWithCode.mutate(
      { challengeToken, code },
      { onSuccess: () => void navigate(afterSignIn('/auth/login', search), { replace: true }) },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Two-factor sign-in is on. Enter the 6-digit code from your authenticator app, or one of your recovery
        codes.
      </p>
      <FormAlert
        message={
          loginWithCode.error
            ? errorMessage(loginWithCode.error, 'Could not check the code. Please try again.')
            : null
        }
      />
      <TextField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        placeholder={recovery ? 'abcde-12345' : '123456'}
        error={errors.code?.message}
        {...register('code')}
      />
      <button
        type="button"
        onClick={switchKind}
        className="-mt-2 self-start text-sm font-medium text-green-700 hover:underline"
      >
        {recovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
      </button>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={loginWithCode.isPending}
        busyText="Checking..."
        icon={<KeyRound className="size-5" aria-hidden="true" />}
      >
        Verify and log in
      </Button>
      <button
        type="button"
        onClick={onRestart}
        className="text-sm font-medium text-green-700 hover:underline"
      >
        Start again with the password
      </button>
    </form>
  );
}
