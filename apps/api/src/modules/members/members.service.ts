import { centsToDollars, dollarsToCents, formatUsd, type UserStatus } from '@earnflow/contracts';
import { consoleClient } from '../../lib/request-client';
import type { Database, Executor, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { walletBalanceCents } from '../ledger/ledger.service';
import {
  InsufficientBalanceError,
  postTransactionWithBalances,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { revokeUserSessions } from '../sessions/sessions.service';
import type { UsersService } from '../users/users.service';
import {
  findMember,
  findMemberRow,
  latestSuspensionBefore,
  lockMemberRow,
  memberDetail,
  memberHasEarnedActive,
  setMemberStatus,
  memberActivity,
  memberPage,
} from './members.repository';

async function lockMember(tx: Executor, userId: string) {
  const user = await lockMemberRow(tx, userId);
  if (user === undefined) throw new NotFoundError('Member not found.');
  return user;
}

/**
 * The status a member had when they were last suspended: reactivating gives it back (a PENDING member
 * stays PENDING), except that a PENDING member who has since earned ACTIVE (a deposit completed while
 * suspended, or a level) comes back ACTIVE.
 */
async function statusOnReactivation(tx: Executor, userId: string): Promise<UserStatus> {
  if ((await statusBeforeSuspension(tx, userId)) === 'ACTIVE') return 'ACTIVE';
  return (await memberHasEarnedActive(tx, userId)) ? 'ACTIVE' : 'PENDING';
}

async function statusBeforeSuspension(tx: Executor, userId: string): Promise<UserStatus> {
  const before = (await latestSuspensionBefore(tx, userId)) as { status?: unknown } | null | undefined;
  return before?.status === 'PENDING' ? 'PENDING' : 'ACTIVE';
}

/** What admins do to members (docs/decisions/0080): each change and its audit entry in one transaction. */
/**
 * Suspends a member inside the caller's transaction: signed out everywhere, and sign-in and every member
 * call refuse them after. Answers false when they were suspended already.
 */
export async function suspendMember(
  tx: Executor,
  suspension: { adminId: string; userId: string; reason: string; now: Date },
): Promise<boolean> {
  const { adminId, userId, reason, now } = suspension;
  const user = await lockMember(tx, userId);
  if (user.status === 'SUSPENDED') return false;
  await setMemberStatus(tx, userId, 'SUSPENDED', now);
  await revokeUserSessions(tx, userId);
  await recordAudit(tx, {
    adminId,
    action: 'member.suspend',
    targetType: 'user',
    targetId: userId,
    before: { status: user.status },
    after: { status: 'SUSPENDED', reason },
  });
  return true;
}

export function createMembersService({
  db,
  clock,
  usersService,
}: {
  db: Database;
  clock: Clock;
  usersService: UsersService;
}) {
  async function detail(userId: string) {
    const member = await memberDetail(db, userId, clock.now());
    if (member === undefined) throw new NotFoundError('Member not found.');
    return member;
  }

  return {
    detail,

    /** The admin's members list, filtered and a page at a time. */
    page: (filters: Parameters<typeof memberPage>[1]) => memberPage(db, filters),

    /** One page of what a member did, of one kind. */
    activity: (userId: string, kind: Parameters<typeof memberActivity>[2], page: number, pageSize: number) =>
      memberActivity(db, userId, kind, page, pageSize),

    /** Refuses an unknown member without building their whole page (their streak, level, sessions). */
    async mustExist(userId: string) {
      if ((await findMember(db, userId)) === undefined) throw new NotFoundError('Member not found.');
    },

    async setStatus(adminId: string, userId: string, status: 'ACTIVE' | 'SUSPENDED', reason: string) {
      await inTransaction(db, async (tx) => {
        if (status === 'SUSPENDED') {
          const suspended = await suspendMember(tx, { adminId, userId, reason, now: clock.now() });
          if (!suspended) throw new ConflictError('This member is already suspended.');
          return;
        }
        const user = await lockMember(tx, userId);
        if (user.status !== 'SUSPENDED') throw new ConflictError('This member is not suspended.');
        const restored = await statusOnReactivation(tx, userId);
        await setMemberStatus(tx, userId, restored, clock.now());
        await recordAudit(tx, {
          adminId,
          action: 'member.reactivate',
          targetType: 'user',
          targetId: userId,
          before: { status: 'SUSPENDED' },
          after: { status: restored, reason },
        });
      });
      return detail(userId);
    },

    /**
     * Moves money between the member's wallet and the admin adjustments account; never below zero. The
     * balances answered and audited are the posting's own: a transfer or reward committing meanwhile
     * moves the wallet without the member's row lock, so a balance read before the posting can be stale.
     */
    async adjustBalance(tx: Transaction, adminId: string, userId: string, amount: number, reason: string) {
      const cents = dollarsToCents(amount);
      if (cents === null || cents === 0) throw new ValidationError('Amount can have at most 2 decimals.');
      await lockMember(tx, userId);
      const walletId = await walletAccountId(tx, userId);
      let posted: { id: string; walletBalances: Map<string, number> };
      try {
        posted = await postTransactionWithBalances(tx, {
          kind: 'ADJUSTMENT',
          description: `Balance adjustment: ${reason}`,
          referenceType: 'user',
          referenceId: userId,
          adminId,
          entries: [
            { accountId: walletId, amount: cents },
            { accountId: await systemAccountId(tx, 'ADMIN_ADJUSTMENTS'), amount: -cents },
          ],
        });
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          const balance = await walletBalanceCents(tx, userId);
          throw new ValidationError(
            `The balance cannot go below zero: this member has ${formatUsd(centsToDollars(balance))}.`,
          );
        }
        throw error;
      }
      const after = posted.walletBalances.get(walletId);
      if (after === undefined) throw new Error('the adjustment did not move the wallet');
      const before = after - cents;
      const transactionId = posted.id;
      await recordAudit(tx, {
        adminId,
        action: 'member.adjust-balance',
        targetType: 'user',
        targetId: userId,
        before: { balance: centsToDollars(before) },
        after: { balance: centsToDollars(after), amount, reason, transactionId },
      });
      return { balance: centsToDollars(after), transactionId };
    },

    async signOutEverywhere(adminId: string, userId: string, reason: string) {
      await inTransaction(db, async (tx) => {
        await lockMember(tx, userId);
        await revokeUserSessions(tx, userId);
        await recordAudit(tx, {
          adminId,
          action: 'member.sign-out-all',
          targetType: 'user',
          targetId: userId,
          after: { reason },
        });
      });
    },

    async resendVerification(adminId: string, userId: string) {
      const user = await findMemberRow(db, userId);
      if (user === undefined) throw new NotFoundError('Member not found.');
      if (user.emailVerifiedAt !== null)
        throw new ConflictError('This member has already verified their e-mail.');
      await recordAudit(db, {
        adminId,
        action: 'member.resend-verification',
        targetType: 'user',
        targetId: userId,
        after: { email: user.email },
      });
      return usersService.resendVerification(user.email, consoleClient(adminId));
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
