import type {
  AdminListFilters,
  CreateDepositBody,
  Deposit,
  DepositStatus,
  HistoryPageQuery,
} from '@earnflow/contracts';
import { dollarsToCents, paymentMethodLabels } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordSignal, type SignalClient } from '../fraud/fraud.service';
import { postTransaction, systemAccountId, walletAccountId } from '../ledger/ledger.service';
import { notifyMember } from '../notifications/notifications.service';
import { createPaymentDecisions } from '../payments/payments.service';
import { paymentMethodSetting } from '../settings/settings.service';
import { documentUploadPolicy } from '../uploads/uploads.service';
import { requireOwnUpload } from '../uploads/uploads.ownership';
import type { UploadLinks } from '../uploads/uploads.links';
import {
  activatePendingMember,
  adminDepositPage,
  depositRecords,
  depositWithUser,
  insertDeposit,
  memberDepositHistory,
} from './deposits.repository';

function requireDeposit(deposit: Deposit | undefined): Deposit {
  if (deposit === undefined) throw new NotFoundError('Deposit not found.');
  return deposit;
}

export interface DepositsServiceDeps {
  db: Database;
  clock: Clock;
  /** Receipts are private files: every answer shows them through a signed, expiring link. */
  links: UploadLinks;
}

export function createDepositsService({ db, clock, links }: DepositsServiceDeps) {
  const viewable = async (deposit: Deposit): Promise<Deposit> =>
    deposit.receipt === null ? deposit : { ...deposit, receipt: await links.view(deposit.receipt) };

  /**
   * Records a deposit the member says they paid, with the member's DEPOSIT signal (`client`); nothing
   * moves until an admin completes it. The receipt must be the member's own upload, attached to no other
   * deposit. The form names no account the member paid from, so the signal carries no payout account.
   */
  async function create(
    tx: Executor,
    userId: string,
    body: CreateDepositBody,
    client: SignalClient,
  ): Promise<Deposit> {
    const amountCents = dollarsToCents(body.amount);
    if (amountCents === null) throw new ValidationError('Amount can have at most 2 decimals.');
    const method = await paymentMethodSetting(tx, body.paymentMethod);
    if (method?.enabled !== true)
      throw new ValidationError('This payment method is not available right now.');
    const receipt = await requireOwnUpload(tx, {
      userId,
      url: body.receipt,
      policy: documentUploadPolicy,
      now: clock.now(),
      noun: 'receipt',
    });
    const id = await insertDeposit(tx, {
      userId,
      amountCents,
      paymentMethod: body.paymentMethod,
      transactionId: body.transactionId.trim(),
      receipt: receipt.url,
      receiptUploadId: receipt.id,
      paidToTitle: method.accountTitle,
      paidToNumber: method.accountNumber,
    }).catch((error: unknown) => {
      if (violatedConstraint(error) === 'deposits_receipt_upload_unique') {
        throw new ConflictError(
          'This receipt is already attached to another deposit. Upload the receipt of this payment.',
        );
      }
      if (isUniqueViolation(error)) {
        throw new ConflictError(
          `This transaction ID has already been submitted for ${paymentMethodLabels[body.paymentMethod]}.`,
        );
      }
      throw error;
    });
    if (id === undefined) throw new Error('deposit insert returned nothing');
    await recordSignal(tx, { userId, kind: 'DEPOSIT', client, now: clock.now() });
    return viewable(requireDeposit(await depositWithUser(tx, id)));
  }

  /** An admin's decision. COMPLETED credits the wallet exactly once; COMPLETED and FAILED are final. */
  const decisions = createPaymentDecisions({
    db,
    records: depositRecords,
    noun: 'deposit',
    async completed(tx, deposit, adminId) {
      await postTransaction(tx, {
        kind: 'DEPOSIT',
        description: `Deposit via ${paymentMethodLabels[deposit.paymentMethod]} (${deposit.transactionId})`,
        referenceType: 'deposit',
        referenceId: deposit.id,
        adminId,
        entries: [
          { accountId: await systemAccountId(tx, 'DEPOSITS_CLEARING'), amount: -deposit.amountCents },
          { accountId: await walletAccountId(tx, deposit.userId), amount: deposit.amountCents },
        ],
      });
      await activatePendingMember(tx, deposit.userId);
      await notifyMember(tx, {
        userId: deposit.userId,
        notice: { key: 'depositCompleted', params: { amountCents: deposit.amountCents } },
      });
    },
    async rejected(tx, deposit) {
      await notifyMember(tx, {
        userId: deposit.userId,
        notice: {
          key: 'depositRejected',
          params: { amountCents: deposit.amountCents, transactionId: deposit.transactionId },
        },
      });
    },
    /*
     * A deleted deposit that was PENDING becomes FAILED (final, never credited) and its member is told:
     * its transaction ID stays claimed, so support is where a real payment gets sorted out. Money that
     * already moved stays in the ledger.
     */
    removedNotice: (deposit, reason) => ({
      key: 'depositRemoved',
      params: {
        amountCents: deposit.amountCents,
        method: deposit.paymentMethod,
        transactionId: deposit.transactionId,
        reason,
      },
    }),
    removalAudit: (deposit, wasPending, reason) => ({
      before: {
        status: deposit.status,
        amountCents: deposit.amountCents,
        transactionId: deposit.transactionId,
      },
      after: { deleted: true, reason, ...(wasPending ? { status: 'FAILED' } : {}) },
    }),
  });

  return {
    create,
    setStatus: async (adminId: string, id: string, status: DepositStatus) =>
      viewable(await decisions.setStatus(adminId, id, status)),
    /**
     * Hides a deposit from the admin lists and keeps it, with who removed it and why, in its member's
     * history as removed.
     */
    remove: decisions.remove,
    history: (userId: string, query: HistoryPageQuery) => memberDepositHistory(db, userId, query),
    adminPage: async (query: AdminListFilters) => {
      const page = await adminDepositPage(db, query);
      return { ...page, items: await Promise.all(page.items.map(viewable)) };
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
