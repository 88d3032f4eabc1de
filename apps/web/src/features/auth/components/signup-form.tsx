import { signupBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSignup } from '../api/signup';
import { AuthPrompt } from './auth-link';
import { noteCodeSent } from './use-code-cooldown';

const signupFormSchema = signupBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

/** The server's one refusal about a single field of the form: shown on that field alone. */
function isReferralRefusal(error: unknown): boolean {
  return isApiError(error, 400) && error.field === 'referralCode';
}

export function SignupForm() {
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

  const signupError = signup.error ? errorMessage(signup.error, 'Could not create your account.') : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={isReferralRefusal(signup.error) ? null : signupError} />
      <TextField
        label="Name"
        autoComplete="name"
        placeholder="Your full name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label="Referral code"
        autoCapitalize="characters"
        autoComplete="off"
        placeholder="e.g. ABCD234567"
        hint="Optional: the account number of the member who invited you."
        error={errors.referralCode?.message}
        inputClassName="uppercase placeholder:normal-case"
        {...register('referralCode')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={signup.isPending}
        busyText="Creating account..."
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      >
        Create account
      </Button>
      <AuthPrompt prompt="Already have an account?" to="/login">
        Log in
      </AuthPrompt>
    </form>
  );
}
