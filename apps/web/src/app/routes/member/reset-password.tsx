import { AuthLayout } from '@/components/layouts/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { getAppName } from '@/lib/document-title';

export default function ResetPasswordPage() {
  return (
    <AuthLayout
      appName={getAppName()}
      title="Set a new password"
      description="Enter the code from your email and choose a new password."
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}
