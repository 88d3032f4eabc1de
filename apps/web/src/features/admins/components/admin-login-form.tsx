import { adminLoginBodySchema } from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';

export function AdminLoginForm() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginBodySchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((body) => {
    adminLogin.mutate(body, { onSuccess: () => void navigate('/admin/dashboard', { replace: true }) });
  });

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
