import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { handledByAdminFrame } from '@/lib/admin-session';
import { showAlert } from '@/lib/dialogs';
import { errorMessage } from '@/lib/api-client';
import { useSupportTickets, useUpdateSupportTicket } from '../api/admin-support';

/** The member's tickets above their conversation, each with Close or Reopen. */
export function MemberTicketsBar({ userId }: { userId: string }) {
  const tickets = useSupportTickets({ page: 1, userId });
  const update = useUpdateSupportTicket();
  const items = tickets.data?.items ?? [];
  if (items.length === 0) return null;

  async function setStatus(id: string, status: 'OPEN' | 'CLOSED') {
    try {
      await update.mutateAsync({ id, status });
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlert('error', 'Error', errorMessage(error, 'Failed to update the ticket.'));
    }
  }

  return (
    <ul className="flex max-h-40 flex-col gap-2 overflow-y-auto border-b border-slate-200 bg-white px-4 py-3">
      {items.map((ticket) => (
        <li key={ticket.id} className="flex items-start gap-3 rounded-xl bg-slate-50 px-3 py-2">
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <Badge tone={ticket.status === 'OPEN' ? 'amber' : 'slate'}>
                {ticket.status === 'OPEN' ? 'Open' : 'Closed'}
              </Badge>
              <p className="truncate text-sm font-semibold text-slate-900">{ticket.subject}</p>
            </div>
            <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600">{ticket.message}</p>
          </div>
          {ticket.status === 'OPEN' ? (
            <Button
              size="sm"
              variant="outline"
              busy={update.isPending && update.variables.id === ticket.id}
              icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
              onClick={() => void setStatus(ticket.id, 'CLOSED')}
              aria-label={`Close ticket ${ticket.subject}`}
            >
              Close
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              busy={update.isPending && update.variables.id === ticket.id}
              icon={<RotateCcw className="size-4" aria-hidden="true" />}
              onClick={() => void setStatus(ticket.id, 'OPEN')}
              aria-label={`Reopen ticket ${ticket.subject}`}
            >
              Reopen
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
