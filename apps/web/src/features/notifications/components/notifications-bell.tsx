import type { Notification } from '@earnflow/contracts';
import clsx from 'clsx';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { defineMessages, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/date';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useDismiss } from '@/hooks/use-dismiss';
import notificationsEn from '@/locales/en/notifications';

const m = defineMessages('notifications', notificationsEn);

/** The top bar bell with its unread count and the notifications panel it opens. */
export function NotificationsBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const unread = useUnreadNotifications();
  const markAllRead = useMarkAllRead();
  const notifications = unread.data ?? [];
  const count = notifications.length;
  const badge = count > 99 ? '99+' : String(count);

  const close = useCallback(() => {
    // Closing from inside the panel (Escape) hands focus back to the bell rather than dropping it.
    const hadFocus = containerRef.current?.contains(document.activeElement) === true;
    setOpen(false);
    if (hadFocus) bellRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);

  function markAll(event: MouseEvent<HTMLButtonElement>) {
    const button = event.currentTarget;
    markAllRead.mutate(notifications[0]?.createdAt, {
      // The button turns itself off while it works and once the list is empty: focus it held (or that
      // dropped to the page meanwhile) moves to the panel's heading.
      onSettled: () => {
        if (document.activeElement === button || focusDropped()) headingRef.current?.focus();
      },
    });
  }

  function toggle() {
    if (!open) void unread.refetch();
    setOpen(!open);
  }

  return (
    <div ref={containerRef} className="relative">
      {/* The name holds the count it shows ("Notifications, 2 unread"), so both say the same. */}
      <button
        ref={bellRef}
        type="button"
        aria-label={count > 0 ? t(m.notificationsUnread, { count: badge }) : t(m.notifications)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative inline-flex size-[var(--top-bar-icon,--spacing(9))] items-center justify-center rounded-full text-slate-600 transition before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-green-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 ? (
          <span className="absolute -end-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white">
            {badge}
          </span>
        ) : null}
      </button>

      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t(m.panel)}
          className="absolute end-0 top-full z-40 mt-2 w-[min(22rem,calc(100vw-1.5rem))] origin-top-right rtl:origin-top-left animate-pop-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 outline-none">
              {t(m.notifications)}
            </h2>
            <Button
              variant="link"
              size="sm"
              className="-me-2"
              disabled={count === 0}
              busy={markAllRead.isPending}
              icon={<CheckCheck className="size-4" aria-hidden="true" />}
              onClick={markAll}
            >
              {t(m.markAllRead)}
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-y-auto">
            {unread.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label={t(m.loading)} />
              </div>
            ) : count === 0 ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <BellOff className="size-8 text-slate-300" aria-hidden="true" />
                <p className="text-sm text-slate-500">{t(m.empty)}</p>
              </div>
            ) : (
              <ul className="divide-y divide-slate-100">
                {notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} />
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** True when focus went back to the page: the focused control was turned off or removed. */
function focusDropped(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    (active instanceof HTMLButtonElement && active.disabled) ||
    !active.isConnected
  );
}

/** Past this many characters a message shows its first lines, and the rest on the member's word. */
const LONG_MESSAGE = 240;

function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const long = notification.message.length > LONG_MESSAGE;
  return (
    <li className="flex gap-3 px-4 py-3">
      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-green-500" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{notification.title}</p>
        <p
          className={clsx(
            'mt-0.5 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-600',
            long && !expanded && 'line-clamp-4',
          )}
        >
          {notification.message}
        </p>
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="mt-1 text-xs font-semibold text-green-700 hover:underline focus-visible:outline-2 focus-visible:outline-green-600"
          >
            {t(expanded ? m.showLess : m.showMore)}
          </button>
        ) : null}
        <p className="mt-1 text-xs text-slate-500">{formatDateTime(notification.createdAt)}</p>
      </div>
    </li>
  );
}
