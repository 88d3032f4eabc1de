import { signupBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { defineMessages, translate, useT } from '@/i18n/i18n';
import { errorMessage, isApiError } from '@/lib/api-client';
import authEn from '@/locales/en/auth';
import loginEn from '@/locales/en/login';
import { useSignup } from '../api/signup';
import { AuthPrompt } from './auth-link';
import { noteCodeSent } from './use-code-cooldown';

const m = defineMessages('auth', authEn);
const loginMessages = defineMessages('login', loginEn);

const signupFormSchema = signupBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: () => translate(m.passwordsDoNotMatch),
    path: ['confirmPassword'],
  });

/** The server's one refusal about a single field of the form: shown on that field alone. */
function isReferralRefusal(error: unknown): boolean {
  return isApiError(error, 400) && error.field === 'referralCode';
}

export function SignupForm() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      referralCode: searchParams.get('ref') ?? '',
    },
  });

  const onSubmit = handleSubmit(({ confirmPassword: _confirmPassword, ...body }) => {
    signup.mutate(body, {
      onSuccess: ({ email }) => {
        noteCodeSent(email);
        void navigate('/verify-otp', { state: { email } });
      },
      onError: (error) => {
        // The one refusal about a single field: shown on that field alone, and the member taken to it.
        if (isReferralRefusal(error))
          setError('referralCode', { message: errorMessage(error, '') }, { shouldFocus: true });
      },
    });
  });

  const signupError = signup.error ? errorMessage(signup.error, t(m.couldNotCreateAccount)) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={isReferralRefusal(signup.error) ? null : signupError} />
      <TextField
        label={t(m.name)}
        autoComplete="name"
        placeholder={t(m.namePlaceholder)}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t(loginMessages.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t(loginMessages.password)}
        type="password"
        autoComplete="new-password"
        placeholder={t(m.atLeastEightCharacters)}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        placeholder={t(m.typeItAgain)}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label={t(m.referralCode)}
        autoCapitalize="characters"
        autoComplete="off"
        placeholder={t(m.referralCodePlaceholder)}
        hint={t(m.referralCodeHint)}
        error={errors.referralCode?.message}
        inputClassName="uppercase placeholder:normal-case"
        {...register('referralCode')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={signup.isPending}
        busyText={t(m.creatingAccount)}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      >
        {t(m.createAccount)}
      </Button>
      <AuthPrompt prompt={t(m.alreadyHaveAccount)} to="/login">
        {t(loginMessages.logIn)}
      </AuthPrompt>
    </form>
  );
}
