import { AuthLayout } from '@/components/layouts/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { getAppName } from '@/lib/document-title';

export default function LoginPage() {
  const appName = getAppName();
  return (
    <AuthLayout appName={appName} title="Welcome back" description={`Log in to your ${appName} account.`}>
      <LoginForm />
    </AuthLayout>
  );
}
