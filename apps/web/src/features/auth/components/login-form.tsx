import { checkLoginBody, errorCodes, type LoginBody } from '@earnflow/contracts';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, useT } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { afterSignIn, readEmailFromState } from '@/lib/navigation-state';
import loginEn from '@/locales/en/login';
import { useLogin } from '../api/login';
import { AuthLink, AuthPrompt } from './auth-link';

// Only members with two-factor sign-in on reach it: it stays out of the login screen's first load.
const LoginSecondFactor = lazy(() => import('./login-second-factor'));

const m = defineMessages('login', loginEn);

type Field = keyof LoginBody;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The login form, with plain inputs so the first load needs no form library (docs/decisions/0102): the
 * fields are checked on submit, and after a first submit again as each is typed in.
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>(() => ({
    email: readEmailFromState(location.state) ?? '',
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Set when the server asks for the e-mailed sign-in code (decision 0140): the code then goes with the password.
  const [signInCode, setSignInCode] = useState<string | null>(null);
  const [codeMessage, setCodeMessage] = useState<string | null>(null);
  // Set when the password was right and two-factor sign-in is on: the authenticator code comes next.
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function change(field: Field) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (!submitted) return;
      const checked = checkLoginBody(next);
      setErrors((current) => ({ ...current, [field]: checked.success ? undefined : checked.errors[field] }));
    };
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkLoginBody(values);
    if (!checked.success) {
      setErrors(checked.errors);
      const first = (['email', 'password'] as const).find((field) => checked.errors[field] !== undefined);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    const body = checked.data;
    const otp = signInCode?.trim();
    login.mutate(otp ? { ...body, otp } : body, {
      onSuccess: (answer) => {
        if ('token' in answer) void navigate(afterSignIn('/login', location.search), { replace: true });
        else setChallengeToken(answer.challengeToken);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === errorCodes.emailNotVerified) {
          void showToast('info', errorMessage(error, t(m.verifyEmailFirst)));
          void navigate('/verify-otp', { state: { email: body.email } });
        } else if (isApiError(error) && error.code === errorCodes.signInCodeRequired) {
          setCodeMessage(error.message);
          setSignInCode((current) => current ?? '');
        }
      },
    });
  }

  const handled = [errorCodes.emailNotVerified, errorCodes.signInCodeRequired] as string[];
  const loginError =
    login.error && !(isApiError(login.error) && handled.includes(login.error.code))
      ? errorMessage(login.error, t(m.couldNotLogIn))
      : null;

  if (challengeToken !== null) {
    return (
      <Suspense
        fallback={
          <div className="flex justify-center py-6">
            <Spinner label={t(m.loading)} />
          </div>
        }
      >
        <LoginSecondFactor
          challengeToken={challengeToken}
          onRestart={() => {
            setChallengeToken(null);
            setSignInCode(null);
            setValues((current) => ({ ...current, password: '' }));
            login.reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={loginError} />
      <TextField
        label={t(m.email)}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email}
        value={values.email}
        onChange={change('email')}
        ref={(input) => {
          inputs.current.email = input;
        }}
      />
      <TextField
        label={t(m.password)}
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder={t(m.passwordPlaceholder)}
        error={errors.password}
        value={values.password}
        onChange={change('password')}
        ref={(input) => {
          inputs.current.password = input;
        }}
      />
      {signInCode === null ? null : (
        <>
          <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {codeMessage === null ? null : translateText(codeMessage)}
          </p>
          <TextField
            label={t(m.signInCode)}
            name="otp"
            placeholder={t(m.sixDigitCode)}
            inputMode="numeric"
            autoComplete="one-time-code"
            inputClassName="text-center font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
            value={signInCode}
            onChange={(event) => setSignInCode(event.target.value)}
          />
        </>
      )}
      <div className="-mt-1 flex justify-end text-sm">
        <AuthLink to="/forgot-password">{t(m.forgotPassword)}</AuthLink>
      </div>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={login.isPending}
        busyText={t(m.loggingIn)}
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        {t(m.logIn)}
      </Button>
      <AuthPrompt prompt={t(m.newHere)} to="/signup">
        {t(m.createAnAccount)}
      </AuthPrompt>
    </form>
  );
}
