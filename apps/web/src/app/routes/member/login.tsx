import { MemberAuthLayout } from './member-auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import loginEn from '@/locales/en/login';

const m = defineMessages('login', loginEn);

export default function LoginPage() {
  const t = useT();
  const appName = getAppName();
  return (
    <MemberAuthLayout
      appName={appName}
      title={t(m.loginTitle)}
      description={t(m.loginDescription, { appName })}
    >
      <LoginForm />
    </MemberAuthLayout>
  );
}
