import { z } from 'zod';

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
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
