import { MemberAuthLayout } from './member-auth-layout';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import authEn from '@/locales/en/auth';

const m = defineMessages('auth', authEn);

export default function VerifyOtpPage() {
  const t = useT();
  return (
    <MemberAuthLayout appName={getAppName()} title={t(m.verifyTitle)} description={t(m.verifyDescription)}>
      <VerifyOtpForm />
    </MemberAuthLayout>
  );
}
