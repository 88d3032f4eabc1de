import { MemberAuthLayout } from './member-auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import authEn from '@/locales/en/auth';

const m = defineMessages('auth', authEn);

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <MemberAuthLayout appName={getAppName()} title={t(m.forgotTitle)} description={t(m.forgotDescription)}>
      <ForgotPasswordForm />
    </MemberAuthLayout>
  );
}
