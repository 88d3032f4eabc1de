import { MemberAuthLayout } from './member-auth-layout';
import { SignupForm } from '@/features/auth/components/signup-form';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import authEn from '@/locales/en/auth';

const m = defineMessages('auth', authEn);

export default function SignupPage() {
  const t = useT();
  const appName = getAppName();
  return (
    <MemberAuthLayout appName={appName} title={t(m.signupTitle)} description={t(m.signupDescription)}>
      <SignupForm />
    </MemberAuthLayout>
  );
}
