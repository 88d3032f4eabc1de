import { MemberAuthLayout } from './member-auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import authEn from '@/locales/en/auth';

const m = defineMessages('auth', authEn);

export default function ResetPasswordPage() {
  const t = useT();
  return (
    <MemberAuthLayout appName={getAppName()} title={t(m.resetTitle)} description={t(m.resetDescription)}>
      <ResetPasswordForm />
    </MemberAuthLayout>
  );
}
