import clsx from 'clsx';
import {
  Clapperboard,
  Disc3,
  Gift,
  Headset,
  House,
  LogOut,
  Menu,
  MonitorPlay,
  Rocket,
  Settings,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { keepTabInside } from '@/components/ui/focus-trap';
import { Spinner } from '@/components/ui/spinner';
import { VideoSiteIcon } from '@/components/ui/video-site-icon';
import { defineMessages, useT } from '@/i18n/i18n';
import memberShellEn from '@/locales/en/member-shell';

const m = defineMessages('member-shell', memberShellEn);

interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const drawerItems: NavItem[] = [
  { to: '/offers', label: m.offers, icon: Gift },
  { to: '/spin', label: m.spin, icon: Disc3 },
  { to: '/videos', label: m.videos, icon: Clapperboard },
  { to: '/settings', label: m.settings, icon: Settings },
];

/** Wide screens have no tab bar, so the drawer carries its destinations there. */
const wideScreenDrawerItems: NavItem[] = [
  { to: '/', label: m.home, icon: House },
  { to: '/refer', label: m.refer, icon: Users },
  { to: '/daily-ads', label: m.dailyAds, icon: MonitorPlay },
  { to: '/upgrade-level', label: m.upgrade, icon: Rocket },
];

/** In reading order: the grid puts `start` on the right in Urdu. */
const tabItems = {
  start: [
    { to: '/', label: m.home, icon: House },
    { to: '/refer', label: m.refer, icon: Users },
  ],
  centre: { to: '/daily-ads', label: m.dailyAds, icon: MonitorPlay },
  end: [
    { to: '/upgrade-level', label: m.upgrade, icon: Rocket },
    { to: '/settings', label: m.settings, icon: Settings },
  ],
} satisfies { start: NavItem[]; centre: NavItem; end: NavItem[] };

const focusOutline = 'focus-visible:outline-2 focus-visible:outline-green-600';
// Drawn inside the link: the tab bar's bottom edge would cut an outline drawn outside.
const tabFocusOutline = clsx(focusOutline, 'focus-visible:-outline-offset-2');

// The top bar is 56 px tall: every icon button answers taps 44 px high, whatever its drawn size.
const iconButtonBase = clsx(
  'relative inline-flex shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900',
  'before:absolute before:inset-x-0 before:top-1/2 before:h-11 before:-translate-y-1/2',
  focusOutline,
);
// Its size follows --top-bar-icon, which the header sets for the page and width (the bell uses it too).
const iconButton = clsx(iconButtonBase, 'size-[var(--top-bar-icon)]');
// Home has one icon more (videos): below 400 px its icons sit closer so the balance chip keeps its width.
const homeIconButton = clsx(iconButtonBase, 'size-8 min-[400px]:size-9');

interface MemberShellProps {
  balance: ReactNode;
  streak: ReactNode;
  notifications: ReactNode;
  drawerHeader: ReactNode;
  onLogout: () => void;
  loggingOut?: boolean;
  children: ReactNode;
}

/** The member area: top bar, drawer and (small screens) bottom tab bar around a phone-width column. */
export function MemberShell({
  balance,
  streak,
  notifications,
  drawerHeader,
  onLogout,
  loggingOut = false,
  children,
}: MemberShellProps) {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  const { pathname } = useLocation();
  const onHome = pathname === '/';

  return (
    <div
      data-member-shell
      className="min-h-dvh bg-slate-100 md:bg-[radial-gradient(circle_at_top,#dcfce7,#f1f5f9_45%)]"
    >
      <div className="relative mx-auto flex min-h-dvh max-w-md flex-col bg-slate-50 md:border-x md:border-slate-200 md:shadow-2xl md:shadow-slate-300/40">
        <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
          <div
            className={clsx(
              'flex h-14 items-center gap-1 px-2 [--top-bar-icon:--spacing(8)] min-[360px]:gap-1.5 min-[360px]:px-2.5 min-[360px]:[--top-bar-icon:--spacing(9)]',
              // Off home there is room for larger icons from 390 px without cutting a long balance short.
              !onHome && 'min-[390px]:[--top-bar-icon:--spacing(10)]',
            )}
          >
            <button
              ref={menuButtonRef}
              type="button"
              aria-label={t(m.openMenu)}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              className={iconButton}
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <div className="min-w-0">{balance}</div>
            <div
              className={clsx(
                'ms-auto flex shrink-0 items-center',
                onHome ? 'min-[400px]:gap-0.5' : 'min-[360px]:gap-0.5 min-[390px]:gap-0',
              )}
            >
              {streak}
              {onHome ? (
                <Link to="/videos" aria-label={t(m.videos)} title={t(m.videos)} className={homeIconButton}>
                  <VideoSiteIcon className="size-6" />
                </Link>
              ) : null}
              <Link
                to="/"
                aria-label={t(m.home)}
                title={t(m.home)}
                className={onHome ? homeIconButton : iconButton}
              >
                <House className="size-5" aria-hidden="true" />
              </Link>
              <Link
                to="/support"
                aria-label={t(m.support)}
                title={t(m.support)}
                className={onHome ? homeIconButton : iconButton}
              >
                <Headset className="size-5" aria-hidden="true" />
              </Link>
              {notifications}
            </div>
          </div>
        </header>

        <main className="flex-1 px-4 pt-5 pb-28 md:pb-10">{children}</main>

        <BottomTabBar />
      </div>

      {drawerOpen ? (
        <Drawer header={drawerHeader} onClose={closeDrawer} onLogout={onLogout} loggingOut={loggingOut} />
      ) : null}
    </div>
  );
}

interface DrawerProps {
  header: ReactNode;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function drawerLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition',
    focusOutline,
    isActive ? 'bg-green-50 text-green-700' : 'text-slate-700 hover:bg-slate-100',
  );
}

/** A modal menu: focus starts on its close button and Tab stays inside until it closes. */
function Drawer({ header, onClose, onLogout, loggingOut }: DrawerProps) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        onCloseRef.current();
        return;
      }
      keepTabInside(event, panelRef.current);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50">
      <div
        className="absolute inset-0 animate-fade-in bg-slate-900/40"
        aria-hidden="true"
        onClick={onClose}
      />
      <div className="pointer-events-none relative mx-auto h-full max-w-md">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={t(m.menu)}
          className="pointer-events-auto absolute inset-y-0 start-0 flex w-[82%] max-w-xs animate-slide-in flex-col rtl:animate-slide-in-rtl bg-white shadow-2xl"
        >
          <div className="relative bg-gradient-to-br from-green-600 to-green-700 px-5 pt-6 pb-5 text-white">
            <button
              ref={closeRef}
              type="button"
              aria-label={t(m.closeMenu)}
              onClick={onClose}
              className="absolute end-2 top-2 inline-flex size-10 items-center justify-center rounded-full text-white/90 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
            {header}
          </div>
          <nav aria-label={t(m.menuLinks)} className="flex-1 overflow-y-auto p-3">
            <ul className="flex flex-col gap-1">
              {drawerItems.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} onClick={onClose} className={drawerLinkClasses}>
                    <Icon className="size-5 text-green-600" aria-hidden="true" />
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 hidden border-t border-slate-100 pt-4 md:block">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {t(m.navigate)}
              </p>
              <ul className="flex flex-col gap-1">
                {wideScreenDrawerItems.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink to={to} end onClick={onClose} className={drawerLinkClasses}>
                      <Icon className="size-5 text-green-600" aria-hidden="true" />
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <div className="border-t border-slate-100 p-3">
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className={clsx(
                'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-red-600 transition hover:bg-red-50 disabled:opacity-60',
                focusOutline,
              )}
            >
              {loggingOut ? (
                <Spinner className="size-5" color="#dc2626" />
              ) : (
                <LogOut className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              )}
              {t(m.logout)}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

function BottomTabBar() {
  const t = useT();
  const { centre } = tabItems;
  const CentreIcon = centre.icon;
  return (
    <nav
      aria-label={t(m.mainNavigation)}
      className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-md border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-16 grid-cols-5 items-end">
        {tabItems.start.map((item) => (
          <TabLink key={item.to} item={item} />
        ))}
        <li className="flex justify-center">
          <NavLink
            to={centre.to}
            className={clsx('group -mt-7 flex flex-col items-center gap-1 rounded-xl pb-2', tabFocusOutline)}
          >
            {({ isActive }) => (
              <>
                <span
                  className={clsx(
                    'flex size-14 items-center justify-center rounded-full text-white shadow-lg shadow-green-600/30 ring-4 ring-white transition group-hover:bg-green-700',
                    isActive ? 'bg-green-700' : 'bg-green-600',
                  )}
                >
                  <CentreIcon className="size-6" aria-hidden="true" />
                </span>
                <span
                  className={clsx(
                    'text-[11px] font-semibold',
                    isActive ? 'text-green-700' : 'text-slate-600',
                  )}
                >
                  {t(centre.label)}
                </span>
              </>
            )}
          </NavLink>
        </li>
        {tabItems.end.map((item) => (
          <TabLink key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function TabLink({ item: { to, label, icon: Icon } }: { item: NavItem }) {
  const t = useT();
  return (
    <li className="flex h-full justify-center">
      <NavLink
        to={to}
        end
        className={({ isActive }) =>
          clsx(
            'flex w-full flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-medium transition',
            tabFocusOutline,
            isActive ? 'text-green-700' : 'text-slate-500 hover:text-slate-800',
          )
        }
      >
        <Icon className="size-5" aria-hidden="true" />
        {t(label)}
      </NavLink>
    </li>
  );
}
