import { AuthLayout } from '@/components/layouts/auth-layout';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { getAppName } from '@/lib/document-title';

export default function VerifyOtpPage() {
  return (
    <AuthLayout
      appName={getAppName()}
      title="Verify your email"
      description="Enter the 6-digit code from the email we sent you."
    >
      <VerifyOtpForm />
    </AuthLayout>
  );
}
