import { RefreshCw } from 'lucide-react';
import { defineMessages, useT } from '@/i18n/i18n';
import uiEn from '@/locales/en/ui';
import { Button } from './button';

const m = defineMessages('ui', uiEn);

interface LoadErrorProps {
  /** What could not be loaded, as the sentence names it: "today's tasks", "your referrals". */
  what: string;
  onRetry: () => void;
  /** True while the retry is on its way. */
  retrying?: boolean;
}

/**
 * A member screen whose data did not come: says so, rather than an empty list or a placeholder that never
 * ends, and offers to try again.
 */
export function LoadError({ what, onRetry, retrying = false }: LoadErrorProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{t(m.couldNotLoad, { what })}</p>
      <Button
        variant="outline"
        busy={retrying}
        icon={<RefreshCw className="size-4" aria-hidden="true" />}
        onClick={onRetry}
      >
        {t(m.tryAgain)}
      </Button>
    </div>
  );
}
