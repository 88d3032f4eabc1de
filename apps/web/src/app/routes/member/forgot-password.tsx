import { AuthLayout } from '@/components/layouts/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { getAppName } from '@/lib/document-title';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      appName={getAppName()}
      title="Forgot your password?"
      description="Enter your email and we will send you a code to reset it."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
