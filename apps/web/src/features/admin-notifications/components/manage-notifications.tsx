import { NOTIFICATION_FIELDS_REQUIRED_MESSAGE, type Notification } from '@earnflow/contracts';
import clsx from 'clsx';
import { Plus, RefreshCw, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, Pagination, totalPagesOf, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { confirmAction, showAlert } from '@/lib/dialogs';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useAdminNotifications,
  useCreateNotification,
  useDeleteNotification,
} from '../api/admin-notifications';

interface AddNotificationFormProps {
  onClose: () => void;
  /** Opened from the header's button: the form takes the first field's focus (and comes into view). */
  focusFirst: boolean;
  className?: string;
}

function AddNotificationForm({ onClose, focusFirst, className }: AddNotificationFormProps) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) titleField.current?.focus();
  }, [focusFirst]);
  const create = useCreateNotification();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (title.trim() === '' || message.trim() === '') {
      void showAlert('warning', NOTIFICATION_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    try {
      await create.mutateAsync({ title: title.trim(), message: message.trim() });
      // The form stays open and empty for the next notification.
      setTitle('');
      setMessage('');
      await showAlert('success', 'Notification created');
      titleField.current?.focus();
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlert('error', 'Failed to create notification');
    }
  }

  return (
    <aside
      aria-labelledby="add-notification-title"
      className={clsx(
        '@container h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="add-notification-title" className="text-lg font-semibold text-slate-900">
          Add Notification
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the form"
          className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {/* Title and message side by side when the form spans the page above the table. */}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] @3xl:gap-x-6"
      >
        <TextField
          ref={titleField}
          label="Title"
          value={title}
          maxLength={150}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Message"
          value={message}
          rows={5}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button
          type="submit"
          busy={create.isPending}
          busyText="Saving..."
          className="@3xl:col-span-2 @3xl:justify-self-start"
        >
          Add Notification
        </Button>
      </form>
    </aside>
  );
}

/** Spec "Manage Notifications": the table of broadcasts plus the Add Notification side form. */
export function ManageNotifications() {
  const [page, setPage] = useState(1);
  // Open when the page opens, as the spec's side form; closed, the header's button opens it again.
  const [formOpen, setFormOpen] = useState(true);
  const [openedFromHeader, setOpenedFromHeader] = useState(false);
  const list = useAdminNotifications(page);
  const remove = useDeleteNotification();
  const data = list.data;
  const totalPages = data ? totalPagesOf(data.total, NOTIFICATIONS_PAGE_SIZE) : 1;
  useLastPageWhenPastEnd(list, NOTIFICATIONS_PAGE_SIZE, setPage);

  async function confirmDelete(notification: Notification) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: 'This notification will be permanently deleted!',
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(notification.id);
      void showAlert('success', 'Deleted!', 'Notification has been deleted.');
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      void showAlert('error', 'Error', 'Failed to delete notification');
    }
  }

  const columns: DataTableColumn<Notification>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (row) => (
        <span className="block max-w-56 font-medium break-words text-slate-900">{row.title}</span>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      cell: (row) => <span className="block max-w-md break-words text-slate-600">{row.message}</span>,
    },
    {
      key: 'created',
      header: 'Created',
      className: 'whitespace-nowrap text-slate-600',
      cell: (row) => <DateTimeText value={row.createdAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      pinned: true,
      cell: (row) => (
        <Button
          variant="danger-outline"
          size="sm"
          aria-label={`Delete notification ${row.title}`}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => void confirmDelete(row)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Manage Notifications</h2>
          <p className="mt-1 text-sm text-slate-500">
            Every member sees these in their notifications panel until they mark them read.
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
            onClick={() => void list.refetch()}
          >
            Refresh
          </Button>
          {/* While the form is open its own Add Notification button is the one to press. */}
          {formOpen ? null : (
            <Button
              size="sm"
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => {
                setOpenedFromHeader(true);
                setFormOpen(true);
              }}
            >
              Add Notification
            </Button>
          )}
        </div>
      </div>
      {/* Beside the table only where both fit whole; narrower, the form stands above the table. */}
      <div
        className={clsx(
          'grid grid-cols-1 items-start gap-5',
          formOpen && 'min-[1760px]:grid-cols-[minmax(0,1fr)_24rem]',
        )}
      >
        {formOpen ? (
          <AddNotificationForm
            className="min-[1760px]:sticky min-[1760px]:top-24 min-[1760px]:col-start-2 min-[1760px]:row-start-1"
            focusFirst={openedFromHeader}
            onClose={() => setFormOpen(false)}
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-3">
          <DataTable
            caption="Notifications"
            columns={columns}
            rows={data?.items}
            rowKey={(row) => row.id}
            loading={list.isPending}
            emptyText={emptyPageText(data, 'notifications', 'No notifications found.')}
            errorText={list.error ? 'Could not load notifications.' : null}
            onRetry={() => void list.refetch()}
            refreshing={list.isPlaceholderData}
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Notification pages" />
        </div>
      </div>
    </div>
  );
}
