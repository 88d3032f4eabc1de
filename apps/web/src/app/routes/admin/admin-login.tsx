import { AuthLayout } from '@/components/layouts/auth-layout';
import { AdminLoginForm } from '@/features/admins/components/admin-login-form';
import { getAppName } from '@/lib/document-title';

export default function AdminLoginPage() {
  return (
    <AuthLayout
      appName={getAppName()}
      eyebrow="Admin console"
      title="Sign in"
      description="Use your admin account to manage the platform."
      homeTo="/auth/login"
    >
      <AdminLoginForm />
    </AuthLayout>
  );
}
