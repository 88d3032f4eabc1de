import { useSearchParams } from 'react-router';
import { MemberAuthLayout } from './member-auth-layout';
import { UnsubscribePanel } from '@/features/email-broadcasts/components/unsubscribe-panel';
import { defineMessages, useT } from '@/i18n/i18n';
import { getAppName } from '@/lib/document-title';
import emailPreferencesEn from '@/locales/en/email-preferences';

const m = defineMessages('email-preferences', emailPreferencesEn);

export default function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <MemberAuthLayout
      appName={getAppName()}
      title={t(m.unsubscribeTitle)}
      description={t(m.unsubscribeDescription)}
    >
      <UnsubscribePanel token={params.get('token')} />
    </MemberAuthLayout>
  );
}
