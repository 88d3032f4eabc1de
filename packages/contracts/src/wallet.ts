import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  dateRangeShape,
  orderedDateRange,
} from './common';
import { cursorQuerySchema } from './cursor';
import { depositStatusSchema } from './deposits';

/** GET /wallets/me (member). */
export const walletResponseSchema = z.object({ currentBalance: z.number() });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const ledgerTransactionKindSchema = z.enum(
  [
    'DEPOSIT',
    'WITHDRAWAL_REQUEST',
    'WITHDRAWAL_PAID',
    'WITHDRAWAL_REFUND',
    'TRANSFER_SENT',
    'TRANSFER_COMPLETED',
    'TRANSFER_REFUND',
    'ADJUSTMENT',
    /** A reward paid from the rewards expense account (ads, videos, spins, tasks, bonuses). */
    'REWARD',
    /** A referral commission paid from the referral expense account. */
    'REFERRAL_COMMISSION',
    'LEVEL_PURCHASE',
    'AVIATOR_BET',
    'AVIATOR_PAYOUT',
    /** An offer reward credited by a network into its hold (offers held account). */
    'OFFER_HOLD',
    /** A network's reversal taking back what its transaction credited. */
    'OFFER_REVERSAL',
    /** A member's debt from a reversal settled from a later reward. */
    'DEBT_SETTLEMENT',
  ],
  {
    error: 'Choose a kind of transaction, such as DEPOSIT, REWARD or TRANSFER_SENT.',
  },
);
export type LedgerTransactionKind = z.infer<typeof ledgerTransactionKindSchema>;

/** One movement of the member's own wallet; amount is signed (credit positive). */
export const walletMovementSchema = z.object({
  id: z.number().int(),
  kind: ledgerTransactionKindSchema,
  description: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;
/**
 * GET /wallets/movements?limit=20&cursor= (member): the wallet's own ledger entries, newest first, paged
 * by a cursor like the histories.
 */
export const walletMovementListSchema = z.array(walletMovementSchema);

export const walletMovementsQuerySchema = cursorQuerySchema;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.uuid(),
  kind: ledgerTransactionKindSchema,
  description: z.string(),
  accountKind: z.string(),
  user: z.object({ id: z.uuid(), name: z.string(), accountNumber: z.string() }).nullable(),
  amount: z.number(),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /admin/ledger (admin): search matches a member's name, e-mail, account number or a reference id. */
export const ledgerQuerySchema = paginationQuerySchema.extend({
  search: textSchema()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, { error: `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.` })
    .optional(),
  kind: ledgerTransactionKindSchema.optional(),
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;
export const ledgerPageSchema = pagedResponseSchema(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const reconciliationCheckIdSchema = z.enum([
  'BALANCES_MATCH_ENTRIES',
  'TRANSACTIONS_BALANCED',
  'LEDGER_SUMS_TO_ZERO',
  'TRANSFERS_PENDING_MATCHES',
  'WITHDRAWALS_PENDING_MATCHES',
  'DEPOSITS_CLEARING_MATCHES',
  'DEPOSITS_CREDITED_ONCE',
  'WITHDRAWALS_SETTLED_ONCE',
  'TRANSFERS_SETTLED_ONCE',
  'EARNINGS_PAID_ONCE',
  'AVIATOR_ROUNDS_PAID_ONCE',
  'OFFERS_BOOKED_ONCE',
  'MEMBER_DEBTS_MATCH',
]);
export type ReconciliationCheckId = z.infer<typeof reconciliationCheckIdSchema>;

/** What each reconciliation check asserts, as an operator reads it. */
export const reconciliationCheckNames: Record<ReconciliationCheckId, string> = {
  BALANCES_MATCH_ENTRIES: 'Every balance equals its ledger entries',
  TRANSACTIONS_BALANCED: 'Every ledger transaction sums to zero',
  LEDGER_SUMS_TO_ZERO: 'All accounts together sum to zero',
  TRANSFERS_PENDING_MATCHES: 'Transfers pending holds exactly the pending transfers',
  WITHDRAWALS_PENDING_MATCHES: 'Withdrawals pending holds exactly the pending withdrawals',
  DEPOSITS_CLEARING_MATCHES: 'Deposits clearing matches the completed deposits',
  DEPOSITS_CREDITED_ONCE: 'Every completed deposit is credited exactly once',
  WITHDRAWALS_SETTLED_ONCE:
    'Every completed withdrawal is paid out exactly once less its fee and every rejected one refunded exactly once',
  TRANSFERS_SETTLED_ONCE:
    'Every completed transfer is credited to its recipient exactly once and every rejected one refunded exactly once',
  EARNINGS_PAID_ONCE: 'Every approved reward is paid exactly once, and nothing else is paid as a reward',
  AVIATOR_ROUNDS_PAID_ONCE:
    'Every aviator bet is taken once and every cash-out paid once, and the house holds bets minus wins',
  OFFERS_BOOKED_ONCE:
    'Every offer reward is held once and reversed at most once, and offers held holds the rewards still held',
  MEMBER_DEBTS_MATCH:
    'Member debts hold what members still owe, and each debt’s settlements add up to what was paid off',
};

/**
 * GET /admin/reconcile (admin): every check with how many accounts, transactions or business rows fail it,
 * and the offending rows (at most 50 per list). Amounts in dollars. The newest stored run (the repeating
 * check's, every 10 minutes) unless `fresh=true` asks for a run now; `checkedAt` says when it ran.
 */
export const reconciliationQuerySchema = z.object({
  fresh: z.enum(['true', 'false'], { error: 'fresh is true or false.' }).optional(),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

export const reconciliationSchema = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  checks: z.array(
    z.object({
      id: reconciliationCheckIdSchema,
      name: z.string(),
      ok: z.boolean(),
      problems: z.number().int(),
    }),
  ),
  accounts: z.number().int(),
  total: z.number(),
  mismatches: z.array(
    z.object({ accountId: z.uuid(), kind: z.string(), stored: z.number(), computed: z.number() }),
  ),
  unbalancedTransactions: z.array(z.uuid()),
  /** The holding accounts: stored balance, and what their open business rows say it must be. */
  pendingAccounts: z.array(
    z.object({
      kind: z.enum(['TRANSFERS_PENDING', 'WITHDRAWALS_PENDING', 'DEPOSITS_CLEARING']),
      stored: z.number(),
      expected: z.number(),
    }),
  ),
  /** Deposits credited other than once (or credits naming no deposit: status and amount null). */
  depositCredits: z.array(
    z.object({
      depositId: z.string(),
      status: depositStatusSchema.nullable(),
      amount: z.number().nullable(),
      postings: z.number().int(),
      credited: z.number(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** GET /admin/audit-log?page=&pageSize=&adminId=&action=&startDate=&endDate= (admin), newest first. */
export const auditPageSchema = pagedResponseSchema(auditEntrySchema);
export const auditQuerySchema = paginationQuerySchema
  .extend({
    adminId: z.uuid({ error: 'Choose an admin from the list.' }).optional(),
    action: textSchema({ error: 'Action must be text.' })
      .trim()
      .max(100, { error: 'Action must be at most 100 characters.' })
      .optional(),
    ...dateRangeShape,
  })
  .refine(...orderedDateRange);
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilters = z.output<typeof auditQuerySchema>;
export type LedgerFilters = z.output<typeof ledgerQuerySchema>;
