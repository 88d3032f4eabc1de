import type { ComponentProps } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LanguageSwitch } from '@/features/profile/components/language-switch';

/** The sign-in screens' frame for members: with the language menu under the card. */
export function MemberAuthLayout(props: Omit<ComponentProps<typeof AuthLayout>, 'footer'>) {
  return <AuthLayout {...props} footer={<LanguageSwitch className="mt-6 justify-center" />} />;
}
