import { createAdminAccountSecurity } from './admin-account-security';
import { createAdminManagement } from './admin-management';
import { createAdminRecords, type AdminsDeps } from './admin-records';
import { createAdminSignIn } from './admin-sign-in';

/**
 * The admins service: signing in (admin-sign-in), an admin's own account security
 * (admin-account-security) and owners managing admins (admin-management), over the shared records. The
 * first admin at start-up is initial-admin.
 */
export function createAdminsService(deps: AdminsDeps) {
  const records = createAdminRecords(deps);
  return {
    ...createAdminSignIn(deps, records),
    ...createAdminAccountSecurity(deps, records),
    ...createAdminManagement(deps, records),
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;

/** The owners who may act on an alarm (not disabled): whom an out-of-balance ledger is reported to. */
export { activeOwners } from './admins.repository';
