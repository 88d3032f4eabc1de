import { errorCodes, loginBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { showToast } from '@/lib/dialogs';
import { readEmailFromState } from '@/lib/navigation-state';
import { useLogin } from '../api/login';

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: readEmailFromState(location.state) ?? '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    login.mutate(body, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.code === errorCodes.emailNotVerified) {
          void showToast('info', errorMessage(error, 'Please verify your email first.'));
          void navigate('/verify-otp', { state: { email: body.email } });
        }
      },
    });
  });

  const loginError =
    login.error && !(isApiError(login.error) && login.error.code === errorCodes.emailNotVerified)
      ? errorMessage(login.error, 'Could not log in. Please try again.')
      : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={loginError} />
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
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-green-700 hover:text-green-800">
          Forgot password?
        </Link>
      </div>
      <Button
        type="submit"
        size="lg"
        fullWidth
        busy={login.isPending}
        busyText="Logging in..."
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        Log in
      </Button>
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to="/signup" className="font-semibold text-green-700 hover:text-green-800">
          Create an account
        </Link>
      </p>
    </form>
  );
}
