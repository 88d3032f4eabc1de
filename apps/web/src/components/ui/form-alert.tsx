import { CircleAlert } from 'lucide-react';
import { useLanguage } from '@/i18n/i18n';
import { translateText } from '@/i18n/server-text';

/** A form's error above or below its fields; a message in English from the server shows translated. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  useLanguage();
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-700"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{translateText(message)}</span>
    </div>
  );
}
