import type {
  AdminListFilters,
  AdminWithdrawal,
  CreateWithdrawalBody,
  HistoryPageQuery,
  ReviewDecisionBody,
  WithdrawalReview,
  WithdrawalStatus,
} from '@earnflow/contracts';
import { errorCodes, formatCents, normalisedPayoutAccount, paymentMethodLabels } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import {
  cheatLog,
  linkedAccounts,
  recentSignals,
  recordSignal,
  reviewMember,
  scoreWithdrawal,
  fraudSettingsOf,
  type SignalClient,
} from '../fraud/fraud.service';
import { suspendMember } from '../members/members.service';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { guardedSecondFactor, requireMemberSecondFactor } from '../users/users.service';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { outstandingDebtCents } from '../member-debts/member-debts.service';
import { notifyMember } from '../notifications/notifications.service';
import { createPaymentDecisions, refundHeld } from '../payments/payments.service';
import { moneyRules, withdrawalFeeCents } from '../settings/settings.service';
import {
  adminWithdrawalPage,
  insertWithdrawal,
  memberWithdrawalHistory,
  reviewQueuePage,
  withdrawalRecords,
  withdrawalWithUser,
  type WithdrawalRow,
} from './withdrawals.repository';

function requireWithdrawal(withdrawal: AdminWithdrawal | undefined): AdminWithdrawal {
  if (withdrawal === undefined) throw new NotFoundError('Withdrawal not found.');
  return withdrawal;
}

/** Gives the held amount back, exactly what was held. */
function refund(tx: Executor, withdrawal: WithdrawalRow, adminId: string, reason: string) {
  return refundHeld(tx, {
    of: 'withdrawal',
    id: withdrawal.id,
    toUserId: withdrawal.userId,
    amountCents: withdrawal.amountCents,
    adminId,
    reason,
  });
}

/** The paid notice names what was sent: with a fee, that is less than the amount asked for. */

export interface WithdrawalsServiceDeps {
  db: Database;
  clock: Clock;
  guards: AttemptGuardsService;
}

/** What the review screen's decisions do: the withdrawal's status, and for SUSPEND_MEMBER the member's. */
const reviewStatuses: Record<ReviewDecisionBody['decision'], WithdrawalStatus> = {
  APPROVE: 'COMPLETED',
  REJECT: 'REJECTED',
  SUSPEND_MEMBER: 'REJECTED',
};

export function createWithdrawalsService({ db, clock, guards }: WithdrawalsServiceDeps) {
  /**
   * Holds the amount from the wallet at once (so it cannot be spent twice) and records the request with its
   * signal and its risk (decision 0184): one scoring at or above the review threshold waits for review.
   */
  async function create(
    tx: Executor,
    userId: string,
    body: CreateWithdrawalBody,
    client: SignalClient,
  ): Promise<AdminWithdrawal> {
    const now = clock.now();
    await requireMemberSecondFactor(tx, clock, userId, body.twoFactorCode);
    const amountCents = body.amount * 100;
    const rules = await moneyRules(tx);
    if (amountCents < rules.withdrawalMinimumCents) {
      throw new ValidationError(`The minimum withdrawal is ${formatCents(rules.withdrawalMinimumCents)}.`);
    }
    const owed = await outstandingDebtCents(tx, userId);
    if (owed > 0) {
      throw new ValidationError(
        `An offer reward was reversed after it was spent: ${formatCents(owed)} is owed and is taken from your next rewards. Withdrawals open again once it is settled.`,
      );
    }
    const feeCents = withdrawalFeeCents(amountCents, rules.withdrawalFeeBasisPoints);
    const payoutAccount = normalisedPayoutAccount(body.paymentMethod, body.accountNumber);
    await recordSignal(tx, { userId, kind: 'WITHDRAWAL', client, payoutAccount, now });
    const settings = await fraudSettingsOf(tx);
    const risk = await scoreWithdrawal(tx, { userId, payoutAccount, now, settings });
    const id = await insertWithdrawal(tx, {
      riskScore: risk.score,
      riskReasons: risk.reasons,
      heldForReview: risk.score >= settings.reviewThreshold,
      userId,
      amountCents,
      feeCents,
      paymentMethod: body.paymentMethod,
      bankName: body.bankName,
      accountHolderName: body.accountHolderName,
      accountNumber: body.accountNumber,
    });
    if (id === undefined) throw new Error('withdrawal insert returned nothing');
    await postTransaction(tx, {
      kind: 'WITHDRAWAL_REQUEST',
      description: `Withdrawal to ${paymentMethodLabels[body.paymentMethod]} requested`,
      referenceType: 'withdrawal',
      referenceId: id,
      entries: [
        { accountId: await walletAccountId(tx, userId), amount: -amountCents },
        { accountId: await systemAccountId(tx, 'WITHDRAWALS_PENDING'), amount: amountCents },
      ],
    });
    return requireWithdrawal(await withdrawalWithUser(tx, id));
  }

  /**
   * COMPLETED pays out (less the fee); REJECTED returns the held amount; both are final. A deleted one
   * that was PENDING is refunded first (exactly the held amount, as a rejection does) and becomes
   * REJECTED; a decided one moves no money.
   */
  const decisions = createPaymentDecisions({
    db,
    records: withdrawalRecords,
    noun: 'withdrawal',
    allowDecision(withdrawal, status, reviewed) {
      if (status === 'COMPLETED' && withdrawal.heldForReview && !reviewed) {
        throw new ConflictError(
          'This withdrawal is held for review: decide it from the review screen.',
          errorCodes.withdrawalUnderReview,
        );
      }
    },
    async completed(tx, withdrawal, adminId) {
      await postTransaction(tx, {
        kind: 'WITHDRAWAL_PAID',
        description: `Withdrawal paid via ${paymentMethodLabels[withdrawal.paymentMethod]}`,
        referenceType: 'withdrawal',
        referenceId: withdrawal.id,
        adminId,
        entries: [
          { accountId: await systemAccountId(tx, 'WITHDRAWALS_PENDING'), amount: -withdrawal.amountCents },
          {
            accountId: await systemAccountId(tx, 'WITHDRAWALS_PAID'),
            amount: withdrawal.amountCents - withdrawal.feeCents,
          },
          { accountId: await systemAccountId(tx, 'WITHDRAWAL_FEES'), amount: withdrawal.feeCents },
        ],
      });
      await notifyMember(tx, {
        userId: withdrawal.userId,
        notice: {
          key: 'withdrawalPaid',
          params: {
            amountCents: withdrawal.amountCents,
            feeCents: withdrawal.feeCents,
            method: withdrawal.paymentMethod,
          },
        },
      });
    },
    async rejected(tx, withdrawal, adminId) {
      await refund(tx, withdrawal, adminId, 'Withdrawal rejected: amount returned');
      await notifyMember(tx, {
        userId: withdrawal.userId,
        notice: { key: 'withdrawalRejected', params: { amountCents: withdrawal.amountCents } },
      });
    },
    removingPending: (tx, withdrawal, adminId) =>
      refund(tx, withdrawal, adminId, 'Withdrawal deleted: amount returned'),
    removedNotice: (withdrawal, reason) => ({
      key: 'withdrawalCancelled',
      params: { amountCents: withdrawal.amountCents, method: withdrawal.paymentMethod, reason },
    }),
    removalAudit: (withdrawal, wasPending, reason) => ({
      before: { status: withdrawal.status, amountCents: withdrawal.amountCents },
      after: { deleted: true, refunded: wasPending, reason },
    }),
  });

  /** GET /withdraw/{id}/review: the withdrawal, and the member's links, cheat log and latest activity. */
  async function review(id: string): Promise<WithdrawalReview> {
    const withdrawal = requireWithdrawal(await withdrawalWithUser(db, id));
    const userId = withdrawal.user.id;
    const member = await reviewMember(db, userId);
    if (member === undefined) throw new NotFoundError('Member not found.');
    return {
      withdrawal,
      member,
      linked: await linkedAccounts(db, userId),
      cheats: await cheatLog(db, userId),
      activity: await recentSignals(db, userId, 20),
    };
  }

  /** POST /withdraw/{id}/review: pay, refuse, or refuse and suspend the member, in one transaction. */
  function decide(adminId: string, id: string, body: ReviewDecisionBody): Promise<AdminWithdrawal> {
    const reason = body.reason ?? null;
    return decisions.setStatus(adminId, id, reviewStatuses[body.decision], {
      reason,
      ...(body.decision === 'SUSPEND_MEMBER'
        ? {
            then: async (tx: Executor, withdrawal: WithdrawalRow) => {
              const why = reason ?? 'Suspended from the review of a withdrawal.';
              await suspendMember(tx, { adminId, userId: withdrawal.userId, reason: why, now: clock.now() });
            },
          }
        : {}),
    });
  }

  return {
    create,
    /** Runs a request's `create` with its two-factor code's wrong guesses counted (outside its transaction). */
    withSecondFactor: <T>(userId: string, code: string | undefined, work: () => Promise<T>) =>
      guardedSecondFactor(guards, userId, code, work),
    review,
    decide,
    reviewQueue: (query: AdminListFilters) => reviewQueuePage(db, query),
    setStatus: (adminId: string, id: string, status: WithdrawalStatus): Promise<AdminWithdrawal> =>
      decisions.setStatus(adminId, id, status),
    /**
     * Hides a withdrawal from the admin lists and keeps it, with who removed it and why, in its member's
     * history as removed.
     */
    remove: decisions.remove,
    history: (userId: string, query: HistoryPageQuery) => memberWithdrawalHistory(db, userId, query),
    adminPage: (query: AdminListFilters) => adminWithdrawalPage(db, query),
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
