import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { UnsubscribePanel } from '@/features/email-broadcasts/components/unsubscribe-panel';
import { getAppName } from '@/lib/document-title';

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      appName={getAppName()}
      title="Unsubscribe from announcements?"
      description="You will still get e-mails about your account, such as codes and password resets."
    >
      <UnsubscribePanel token={params.get('token')} />
    </AuthLayout>
  );
}
