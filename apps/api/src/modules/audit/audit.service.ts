import type { AuditFilters } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { auditActions, listAudit } from './audit.repository';

// What other modules use of the audit log: they import it from here, not from the repository.
export { recordAudit } from './audit.repository';

/** The audit log as the admin console reads it. */
export function createAuditService({ db }: { db: Database }) {
  return {
    page: (filters: AuditFilters) => listAudit(db, filters),
    actions: () => auditActions(db),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
