import { AuthLayout } from '@/components/layouts/auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { getAppName } from '@/lib/document-title';

export default function SignupPage() {
  const appName = getAppName();
  return (
    <AuthLayout
      appName={appName}
      title="Create your account"
      description="Earn rewards by watching ads, videos and more."
    >
      <SignupForm />
    </AuthLayout>
  );
}
