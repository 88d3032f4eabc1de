import {
  centsToDollars,
  earningSourceLabels,
  earningSources,
  type DashboardChart,
  type DashboardFigure,
} from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { listedNetworkNames, networkDayStats } from '../ad-networks/ad-networks.service';
import { aviatorHouseResult } from '../aviator/aviator.service';
import { openSupportTicketCount } from '../support/support.service';
import {
  completedPerDay,
  depositsCompletedBetween,
  levelsSoldBetween,
  memberStatusCountRows,
  membersJoinedBetween,
  membersJoinedPerDay,
  pendingMoneyTotals,
  pendingTaskProofCount,
  pendingTransferTotals,
  rewardsPaidBySource,
  rewardsPaidPerDay,
} from './dashboard.repository';

/** What a provider is asked for: today and the 30 business days (Asia/Karachi) the charts cover. */
export interface DashboardWindow {
  db: Executor;
  today: string;
  todayStart: Date;
  todayEnd: Date;
  /** Oldest first, ending with today. */
  days: string[];
  /** The start of the first of `days`. */
  since: Date;
}

/**
 * One source of dashboard figures (members, money, earnings; levels, aviator, support as they land). Each
 * answers from indexes or maintained rows only: no query may grow with the number of members
 * (docs/decisions/0084).
 */
export interface DashboardProvider {
  id: string;
  figures(window: DashboardWindow): Promise<DashboardFigure[]>;
  charts?(window: DashboardWindow): Promise<DashboardChart[]>;
}

function figure(
  group: string,
  id: string,
  label: string,
  value: number,
  href: string,
  options: { money?: boolean; attention?: boolean } = {},
): DashboardFigure {
  return {
    id,
    group,
    label,
    value,
    format: options.money === true ? 'money' : 'count',
    href,
    attention: options.attention ?? false,
  };
}

/** Per-day values in `days` order, from rows of (day, value). */
function perDay(days: string[], rows: { day: string; value: number }[]): number[] {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export const membersProvider: DashboardProvider = {
  id: 'members',
  async figures({ db, todayStart, todayEnd }) {
    const counts = await memberStatusCountRows(db);
    const of = (status: string) => counts.find((row) => row.status === status)?.members ?? 0;
    const newToday = await membersJoinedBetween(db, todayStart, todayEnd);
    const group = 'Members';
    return [
      figure(
        group,
        'members.total',
        'All members',
        of('PENDING') + of('ACTIVE') + of('SUSPENDED'),
        '/admin/users',
      ),
      figure(group, 'members.newToday', 'New today', newToday, '/admin/users?sort=newest'),
      figure(group, 'members.active', 'Active', of('ACTIVE'), '/admin/users?status=ACTIVE'),
      figure(group, 'members.pending', 'Pending', of('PENDING'), '/admin/users?status=PENDING'),
      figure(group, 'members.suspended', 'Suspended', of('SUSPENDED'), '/admin/users?status=SUSPENDED'),
    ];
  },
  async charts({ db, days, since, todayEnd }) {
    const rows = await membersJoinedPerDay(db, since, todayEnd);
    return [
      {
        id: 'members.new',
        title: 'New members',
        format: 'count',
        series: [{ id: 'new', label: 'New members', values: perDay(days, rows) }],
      },
    ];
  },
};

// All Deposits filters only by the day a deposit was made: the nearest list to "completed today".
const completedTodayHref = '/admin/all-deposits?today=1';

export const moneyProvider: DashboardProvider = {
  id: 'money',
  async figures({ db, todayStart, todayEnd }) {
    const pendingDeposits = await pendingMoneyTotals(db, 'deposits');
    const pendingWithdrawals = await pendingMoneyTotals(db, 'withdrawals');
    const completedDeposits = await depositsCompletedBetween(db, todayStart, todayEnd);
    const pendingTransfers = await pendingTransferTotals(db);
    const money = (cents: number | string | undefined) => centsToDollars(Number(cents ?? 0));
    const depositsCount = pendingDeposits?.count ?? 0;
    const withdrawalsCount = pendingWithdrawals?.count ?? 0;
    const transfersCount = pendingTransfers?.count ?? 0;
    return [
      figure('Deposits', 'deposits.pending', 'Pending', depositsCount, '/admin/deposits', {
        attention: depositsCount > 0,
      }),
      figure(
        'Deposits',
        'deposits.pendingAmount',
        'Pending amount',
        money(pendingDeposits?.sum),
        '/admin/deposits',
        { money: true },
      ),
      figure(
        'Deposits',
        'deposits.completedToday',
        'Completed today',
        completedDeposits?.count ?? 0,
        completedTodayHref,
      ),
      figure(
        'Deposits',
        'deposits.completedTodayAmount',
        'Completed today amount',
        money(completedDeposits?.sum),
        completedTodayHref,
        { money: true },
      ),
      figure('Withdrawals', 'withdrawals.pending', 'Pending', withdrawalsCount, '/admin/withdrawals', {
        attention: withdrawalsCount > 0,
      }),
      figure(
        'Withdrawals',
        'withdrawals.pendingAmount',
        'Pending amount',
        money(pendingWithdrawals?.sum),
        '/admin/withdrawals',
        { money: true },
      ),
      figure('Transfers', 'transfers.pending', 'Pending', transfersCount, '/admin/transactions', {
        attention: transfersCount > 0,
      }),
      figure(
        'Transfers',
        'transfers.pendingAmount',
        'Pending amount',
        money(pendingTransfers?.sum),
        '/admin/transactions',
        { money: true },
      ),
    ];
  },
  async charts({ db, days, since, todayEnd }) {
    const dollars = (rows: { day: string; value: string }[]) =>
      rows.map((row) => ({ day: row.day, value: centsToDollars(Number(row.value)) }));
    return [
      {
        id: 'money.depositsVsWithdrawals',
        title: 'Deposits and withdrawals completed',
        format: 'money',
        series: [
          {
            id: 'deposits',
            label: 'Deposits',
            values: perDay(days, dollars(await completedPerDay(db, 'deposits', since, todayEnd))),
          },
          {
            id: 'withdrawals',
            label: 'Withdrawals',
            values: perDay(days, dollars(await completedPerDay(db, 'withdrawals', since, todayEnd))),
          },
        ],
      },
    ];
  },
};

/** Rewards paid (APPROVED earnings) by source, from the per-day totals the earnings triggers keep. */
export const rewardsProvider: DashboardProvider = {
  id: 'rewards',
  async figures({ db, today }) {
    const rows = await rewardsPaidBySource(db, today);
    const bySource = new Map(rows.map((row) => [row.source, row.cents]));
    const totalCents = [...bySource.values()].reduce((sum, cents) => sum + cents, 0);
    const group = 'Rewards paid today';
    return [
      figure(group, 'rewards.today.total', 'All sources', centsToDollars(totalCents), '/admin/transactions', {
        money: true,
      }),
      ...earningSources.map((source) =>
        figure(
          group,
          `rewards.today.${source}`,
          earningSourceLabels[source],
          centsToDollars(bySource.get(source) ?? 0),
          '/admin/transactions',
          { money: true },
        ),
      ),
    ];
  },
  async charts({ db, days }) {
    const rows = await rewardsPaidPerDay(db, days[0] ?? '', days.at(-1) ?? '');
    return [
      {
        id: 'rewards.paid',
        title: 'Rewards paid',
        format: 'money',
        series: [
          {
            id: 'rewards',
            label: 'Rewards',
            values: perDay(
              days,
              rows.map((row) => ({ day: row.day, value: centsToDollars(Number(row.value)) })),
            ),
          },
        ],
      },
    ];
  },
};

/**
 * The registry: each source of figures is one entry. Levels sold, the aviator house result and open
 * support tickets join here as their features land (one provider each, figures and charts together).
 */
/** Levels sold today (new and upgrades) and what the wallets paid for them, by purchase time. */
export const levelsProvider: DashboardProvider = {
  id: 'levels',
  async figures({ db, todayStart, todayEnd }) {
    const sold = await levelsSoldBetween(db, todayStart, todayEnd);
    return [
      figure('Levels', 'levels.soldToday', 'Sold today', sold?.count ?? 0, '/admin/levels'),
      figure(
        'Levels',
        'levels.soldTodayAmount',
        'Sold today amount',
        centsToDollars(Number(sold?.sum ?? 0)),
        '/admin/levels',
        { money: true },
      ),
    ];
  },
};

/** The aviator house's result today: settled bets minus wins (negative when members won more). */
export const aviatorProvider: DashboardProvider = {
  id: 'aviator',
  async figures({ db, today }) {
    const house = await aviatorHouseResult(db, today);
    return [
      figure('Aviator', 'aviator.roundsToday', 'Rounds today', house.rounds, '/admin/aviator'),
      figure(
        'Aviator',
        'aviator.houseResultToday',
        'House result today',
        centsToDollars(house.resultCents),
        '/admin/aviator',
        { money: true, attention: house.resultCents < 0 },
      ),
    ];
  },
};

/** Support tickets waiting for an answer. */
export const supportProvider: DashboardProvider = {
  id: 'support',
  async figures({ db }) {
    const open = await openSupportTicketCount(db);
    return [
      figure('Support', 'support.openTickets', 'Open tickets', open, '/admin/support', {
        attention: open > 0,
      }),
    ];
  },
};

/** Task proofs waiting for a decision (their rewards wait as Pending earnings). */
export const tasksProvider: DashboardProvider = {
  id: 'tasks',
  async figures({ db }) {
    const waiting = await pendingTaskProofCount(db);
    return [
      figure('Tasks', 'tasks.pendingProofs', 'Proofs to review', waiting, '/admin/tasks', {
        attention: waiting > 0,
      }),
    ];
  },
};

/**
 * Offerwalls and rewarded ads, per connected network: today's completions, reversals, what the network
 * paid, what members got and the margin; and the margin per network over the chart's days.
 */
export const offersProvider: DashboardProvider = {
  id: 'offers',
  async figures({ db, today, todayStart }) {
    const networks = await listedNetworkNames(db);
    if (networks.length === 0) return [];
    const rows = await networkDayStats(db, todayStart, 1);
    return networks.flatMap(({ id, name }) => {
      const row = rows.find((stats) => stats.networkId === id && stats.day === today);
      const group = `Offers today: ${name}`;
      const href = `/admin/ad-networks/${id}`;
      const margin = row?.margin ?? 0;
      return [
        figure(group, `offers.${id}.completions`, 'Completions', row?.completions ?? 0, href),
        figure(group, `offers.${id}.reversals`, 'Reversals', row?.reversals ?? 0, href),
        figure(group, `offers.${id}.networkPaid`, 'Network paid', row?.networkPaid ?? 0, href, {
          money: true,
        }),
        figure(group, `offers.${id}.membersGot`, 'Members got', row?.membersGot ?? 0, href, {
          money: true,
        }),
        figure(group, `offers.${id}.margin`, 'Margin', margin, href, { money: true, attention: margin < 0 }),
      ];
    });
  },
  async charts({ db, days, todayStart }) {
    const networks = await listedNetworkNames(db);
    if (networks.length === 0) return [];
    const rows = await networkDayStats(db, todayStart, days.length);
    return [
      {
        id: 'offers.margin',
        title: 'Offer margin by network',
        format: 'money',
        series: networks.map(({ id, name }) => ({
          id,
          label: name,
          values: perDay(
            days,
            rows.filter((row) => row.networkId === id).map((row) => ({ day: row.day, value: row.margin })),
          ),
        })),
      },
    ];
  },
};

export const dashboardProviders: DashboardProvider[] = [
  membersProvider,
  moneyProvider,
  rewardsProvider,
  offersProvider,
  tasksProvider,
  levelsProvider,
  aviatorProvider,
  supportProvider,
];
