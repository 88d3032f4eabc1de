import { z } from 'zod';
import { reconciliationCheckIdSchema } from './wallet';

/**
 * GET /admin/dashboard (admin). Figures come from a registry of providers on the server (members, money,
 * earnings, and levels, aviator and support as they land), so a new source adds figures without a new
 * field here.
 */
export const dashboardFigureSchema = z.object({
  /** Stable id, e.g. "members.total" or "rewards.today.ADS". */
  id: z.string(),
  /** The card the figure sits in, e.g. "Members". */
  group: z.string(),
  label: z.string(),
  /** A count, or dollars for format "money". */
  value: z.number(),
  format: z.enum(['count', 'money']),
  /** The console screen where it can be acted on. */
  href: z.string(),
  /** Draws the eye: something waits for an operator (pending items, a failed reconciliation). */
  attention: z.boolean(),
});
export type DashboardFigure = z.infer<typeof dashboardFigureSchema>;

export const dashboardChartSchema = z.object({
  id: z.string(),
  title: z.string(),
  format: z.enum(['count', 'money']),
  /** One value per day of `days`, per series. */
  series: z.array(z.object({ id: z.string(), label: z.string(), values: z.array(z.number()) })),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;

/** Scheduled backups (BACKUP_DIR): the newest good one, the newest failure after it, and whether it is late. */
export const backupStatusSchema = z.object({
  enabled: z.boolean(),
  everyHours: z.number().int(),
  last: z.object({ finishedAt: z.string(), file: z.string(), bytes: z.number().int() }).nullable(),
  lastError: z.object({ finishedAt: z.string(), message: z.string() }).nullable(),
  /** On, and no good backup within twice the interval (or none yet): shown as a warning. */
  overdue: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const adminDashboardSchema = z.object({
  /** The Asia/Karachi business day the "today" figures are for (YYYY-MM-DD). */
  today: z.string(),
  figures: z.array(dashboardFigureSchema),
  /** The last 30 business days, oldest first (YYYY-MM-DD). */
  days: z.array(z.string()),
  charts: z.array(dashboardChartSchema),
  reconciliation: z.object({
    ok: z.boolean().nullable(),
    problems: z.number().int(),
    checkedAt: z.string().nullable(),
    /** What disagrees in the newest run: its failed checks (empty when it passed). */
    failedChecks: z.array(
      z.object({ id: reconciliationCheckIdSchema, name: z.string(), problems: z.number().int() }),
    ),
  }),
  backup: backupStatusSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
