import { z } from 'zod';
import { pagedResponseSchema, paginationQuerySchema } from './common';

/** GET /wallets/me (member). */
export const walletResponseSchema = z.object({ currentBalance: z.number() });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const ledgerTransactionKindSchema = z.enum([
  'DEPOSIT',
  'WITHDRAWAL_REQUEST',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REFUND',
  'TRANSFER_SENT',
  'TRANSFER_COMPLETED',
  'TRANSFER_REFUND',
  'ADJUSTMENT',
]);
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
/** GET /wallets/movements?limit=20 (member): the wallet's own ledger entries, newest first. */
export const walletMovementListSchema = z.array(walletMovementSchema);

export const walletMovementsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

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
  search: z.string().trim().max(100).optional(),
  kind: ledgerTransactionKindSchema.optional(),
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;
export const ledgerPageSchema = pagedResponseSchema(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /admin/reconcile (admin). */
export const reconciliationSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  total: z.number(),
  mismatches: z.array(
    z.object({ accountId: z.uuid(), kind: z.string(), stored: z.number(), computed: z.number() }),
  ),
  unbalancedTransactions: z.array(z.uuid()),
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
/** GET /admin/audit-log?page=&pageSize= (admin). */
export const auditPageSchema = pagedResponseSchema(auditEntrySchema);
export const auditQuerySchema = paginationQuerySchema;
export type LedgerFilters = z.output<typeof ledgerQuerySchema>;
