import clsx from 'clsx';
import {
  ArrowLeftRight,
  BanknoteArrowDown,
  BanknoteArrowUp,
  Bell,
  ChevronDown,
  Clapperboard,
  Disc3,
  ClipboardList,
  Flame,
  HandCoins,
  Headset,
  Landmark,
  Layers,
  ListChecks,
  LayoutDashboard,
  LockKeyhole,
  LogOut,
  Mail,
  Megaphone,
  Network,
  PanelLeft,
  Search,
  Plane,
  Settings,
  ShieldAlert,
  ShieldUser,
  TicketPercent,
  UserRound,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { adminRoleGroups, type AdminRole, type LiveAdminCounts, type LiveQueue } from '@earnflow/contracts';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { titleFromPath } from '@/lib/admin-title';
import { useDismiss } from '@/hooks/use-dismiss';

interface SidebarItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Who sees it: the server refuses the others anyway (403), so the sidebar does not offer it. */
  roles: readonly AdminRole[];
  /** Drawn indented under the item before it, as a part of that section. */
  nested?: boolean;
  /** The queue whose waiting items the item counts in a badge (from the event stream). */
  queue?: LiveQueue;
}

const { everyone, operations, owners } = adminRoleGroups;

/** Spec §2: this order, with Settings pinned at the bottom. */
export const adminSidebarItems: SidebarItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, roles: operations },
  {
    to: '/admin/deposits',
    label: 'New Deposits',
    icon: BanknoteArrowDown,
    roles: operations,
    queue: 'deposits',
  },
  { to: '/admin/all-deposits', label: 'All Deposits', icon: Landmark, roles: operations },
  { to: '/admin/all-withdrawals', label: 'All Withdrawals', icon: BanknoteArrowUp, roles: operations },
  {
    to: '/admin/withdrawals',
    label: 'Withdrawals',
    icon: HandCoins,
    roles: operations,
    queue: 'withdrawals',
  },
  // Under Withdrawals (issue 37): those held for review are decided there.
  {
    to: '/admin/review-queue',
    label: 'Review',
    icon: ShieldAlert,
    roles: operations,
    nested: true,
    queue: 'review',
  },
  { to: '/admin/send-email', label: 'Send Email', icon: Mail, roles: operations },
  { to: '/admin/video-bonus', label: 'Video Bonus', icon: Clapperboard, roles: operations },
  { to: '/admin/levels', label: 'Levels', icon: Layers, roles: operations },
  { to: '/admin/notifcations', label: 'Notifications', icon: Bell, roles: everyone },
  { to: '/admin/reward-ads', label: 'Reward Ads', icon: Megaphone, roles: operations },
  // Under Reward Ads (issue 36): the spec's own items keep their order.
  { to: '/admin/ad-networks', label: 'Ad Networks', icon: Network, roles: operations, nested: true },
  { to: '/admin/hot-offers', label: 'Hot Offers', icon: Flame, roles: operations },
  { to: '/admin/support', label: 'Support', icon: Headset, roles: everyone, queue: 'support' },
  { to: '/admin/users', label: 'Users', icon: Users, roles: operations },
  { to: '/admin/admins', label: 'Admins', icon: ShieldUser, roles: owners },
  // Design §9: screens beyond the spec's list come after its items, before Settings.
  { to: '/admin/transactions', label: 'Transactions', icon: ArrowLeftRight, roles: operations },
  { to: '/admin/aviator', label: 'Aviator', icon: Plane, roles: operations },
  { to: '/admin/spin-wheel', label: 'Spin Wheel', icon: Disc3, roles: operations },
  { to: '/admin/tasks', label: 'Tasks', icon: ListChecks, roles: operations, queue: 'tasks' },
  { to: '/admin/redeem-codes', label: 'Redeem Codes', icon: TicketPercent, roles: operations },
  { to: '/admin/audit-log', label: 'Audit Log', icon: ClipboardList, roles: operations },
];

export const adminSettingsItem: SidebarItem = {
  to: '/admin/settings',
  label: 'Settings',
  icon: Settings,
  roles: everyone,
};

/**
 * The items a role may open; while the role is not known yet, or while the admin must first set up
 * two-factor sign-in (the console sends them to Settings until then), none but Settings.
 */
export function sidebarItemsFor(role: AdminRole | undefined, twoFactorSetupRequired = false): SidebarItem[] {
  if (role === undefined || twoFactorSetupRequired) return [];
  return adminSidebarItems.filter((item) => item.roles.includes(role));
}

/** True when the page belongs to a section (its list or a page below it) that the known role may not open. */
export function isClosedToRole(pathname: string, role: AdminRole | undefined): boolean {
  if (role === undefined) return false;
  const item = adminSidebarItems.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  // The dashboard, where sign-in lands, sends support staff on to Support itself.
  return item !== undefined && item.to !== '/admin/dashboard' && !item.roles.includes(role);
}

/** Whether a scrolling element has more above or below what shows, for the fades at its edges. */
function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ above: false, below: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const above = element.scrollTop > 1;
      const below = element.scrollTop + element.clientHeight < element.scrollHeight - 1;
      setEdges((current) =>
        current.above === above && current.below === below ? current : { above, below },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The list grows when the role arrives, and the sidebar changes height with the window.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** The section list scrolls on short screens: a fade at an edge says more lies that way. */
function EdgeFade({ edge, shown }: { edge: 'top' | 'bottom'; shown: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid={edge === 'top' ? 'sidebar-more-above' : 'sidebar-more-below'}
      className={clsx(
        'pointer-events-none absolute inset-x-0 flex justify-center from-slate-900 transition-opacity',
        edge === 'top'
          ? 'top-0 h-8 bg-gradient-to-b'
          : 'bottom-0 h-12 items-end bg-gradient-to-t via-slate-900/80 pb-0.5',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    >
      {edge === 'bottom' ? <ChevronDown className="size-4 text-slate-400" /> : null}
    </div>
  );
}

function NoAccess() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <LockKeyhole className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-base font-semibold text-slate-900">You don't have access to this page.</h2>
      <p className="mt-1 text-sm text-slate-500">The sidebar lists the pages your role can open.</p>
    </div>
  );
}

function sidebarLinkClasses({ isActive }: { isActive: boolean }) {
  return clsx(
    // The scroll margin keeps an item brought into view clear of the list's top and bottom fades. On a
    // desktop the items are a little tighter, so an owner's whole list fits a 900-pixel-high screen.
    'flex scroll-mt-8 scroll-mb-12 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition lg:py-[5px]',
    isActive ? 'bg-green-600 text-white shadow-sm' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );
}

/** A nested item: indented beside a line that joins it to the item above. */
const nestedItemClasses = 'ml-5 border-l border-white/15 pl-2';

interface AdminFrameProps {
  appName: string;
  adminName: string;
  /** The signed-in admin's role; the sidebar shows only what it may open. */
  role: AdminRole | undefined;
  /** The owner requires two-factor sign-in and this admin has not set it up: only Settings opens. */
  twoFactorSetupRequired?: boolean;
  /** Sidebar "Log out": ends the admin session only. */
  onSidebarLogout: () => void;
  /** Header menu "Logout": clears everything this browser holds. */
  onHeaderLogout: () => void;
  loggingOut?: boolean;
  /** What waits in each queue, while the event stream tells; badges beside those sections. */
  waiting?: LiveAdminCounts | undefined;
  children: ReactNode;
}

/** The count beside a section: its number drawn, and read out with the section's name. */
function WaitingBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto min-w-5 rounded-full bg-amber-400 px-1.5 text-center text-[11px] leading-5 font-semibold text-slate-900">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">, {count} waiting</span>
    </span>
  );
}

/** The admin console: sidebar, header with the page title, search and the admin's name menu. */
export function AdminFrame({
  appName,
  adminName,
  role,
  twoFactorSetupRequired = false,
  onSidebarLogout,
  onHeaderLogout,
  loggingOut = false,
  waiting,
  children,
}: AdminFrameProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const sidebarId = useId();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const items = sidebarItemsFor(role, twoFactorSetupRequired);
  // On a short screen the list scrolls: the current section is brought into view, also once the role
  // has loaded (the list is drawn then) and when the sidebar opens on a small screen.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest' });
  }, [pathname, items.length, sidebarOpen]);
  const edges = useScrollEdges(nav);

  return (
    <div className="min-h-dvh bg-slate-50">
      {sidebarOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 animate-fade-in bg-slate-900/50 lg:hidden"
          onClick={closeSidebar}
        />
      ) : null}
      <aside
        id={sidebarId}
        aria-label="Admin navigation"
        className={clsx(
          'fixed inset-y-0 left-0 z-50 w-64 flex-col bg-slate-900 lg:flex',
          sidebarOpen ? 'flex animate-slide-in' : 'hidden',
        )}
      >
        <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-white/10 px-5">
          <LogoMark className="size-8" />
          <div className="min-w-0 leading-tight">
            <p className="truncate text-[15px] font-bold text-white">{appName}</p>
            <p className="text-[11px] font-medium tracking-wider text-green-400 uppercase">Admin</p>
          </div>
          <button
            type="button"
            aria-label="Close sidebar"
            onClick={closeSidebar}
            className="ml-auto inline-flex size-8 items-center justify-center rounded-lg text-slate-400 hover:bg-white/10 hover:text-white lg:hidden"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 flex-col">
          <nav ref={nav} aria-label="Sections" className="flex-1 overflow-y-auto px-3 py-4 lg:py-2.5">
            <ul className="flex flex-col gap-0.5">
              {items.map(({ to, label, icon: Icon, nested, queue }) => {
                const count = queue === undefined || waiting === undefined ? 0 : waiting[queue];
                return (
                  <li key={to} className={nested ? nestedItemClasses : undefined}>
                    <NavLink to={to} onClick={closeSidebar} className={sidebarLinkClasses}>
                      <Icon className="size-[18px] shrink-0" aria-hidden="true" />
                      {label}
                      {count > 0 ? <WaitingBadge count={count} /> : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <EdgeFade edge="top" shown={edges.above} />
          <EdgeFade edge="bottom" shown={edges.below} />
        </div>
        <div className="shrink-0 border-t border-white/10 px-3 py-3">
          <NavLink to={adminSettingsItem.to} onClick={closeSidebar} className={sidebarLinkClasses}>
            <Settings className="size-[18px] shrink-0" aria-hidden="true" />
            {adminSettingsItem.label}
          </NavLink>
          <button
            type="button"
            onClick={onSidebarLogout}
            disabled={loggingOut}
            className="mt-0.5 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition hover:bg-red-500/10 hover:text-red-300 disabled:opacity-60"
          >
            {loggingOut ? (
              <Spinner className="size-[18px]" color="#fca5a5" />
            ) : (
              <LogOut className="size-[18px] shrink-0" aria-hidden="true" />
            )}
            Log out
          </button>
        </div>
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:px-8">
          <button
            type="button"
            aria-label="Toggle sidebar"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen((open) => !open)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
          >
            <PanelLeft className="size-5" aria-hidden="true" />
          </button>
          <h1 className="truncate text-lg font-semibold text-slate-900">{titleFromPath(pathname)}</h1>
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            className="ml-auto hidden md:block"
          >
            <label className="relative block">
              <span className="sr-only">Search</span>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                type="search"
                placeholder="Search..."
                className="h-10 w-64 rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-green-600 focus:bg-white focus:ring-4 focus:ring-green-100 focus:outline-none xl:w-80"
              />
            </label>
          </form>
          <NameMenu adminName={adminName} onLogout={onHeaderLogout} className="ml-auto md:ml-0" />
        </header>
        <main className="px-4 py-6 lg:px-8 lg:py-8">
          {isClosedToRole(pathname, role) ? <NoAccess /> : children}
        </main>
      </div>
    </div>
  );
}

interface NameMenuProps {
  adminName: string;
  onLogout: () => void;
  className?: string;
}

function NameMenu({ adminName, onLogout, className }: NameMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  return (
    <div ref={containerRef} className={clsx('relative', className)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-lg py-1.5 pr-2 pl-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-green-600"
      >
        <Avatar name={adminName} size="sm" />
        <span className="max-w-40 truncate">{adminName}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={adminName}
          className="absolute top-full right-0 z-40 mt-2 w-48 origin-top-right animate-pop-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <Link
            role="menuitem"
            to="/admin/settings"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          >
            <UserRound className="size-4 text-slate-500" aria-hidden="true" />
            Profile
          </Link>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-red-600 hover:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}
