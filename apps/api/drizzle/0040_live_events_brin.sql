-- The age of live events by block ranges (BRIN): rows arrive in time order, and an insert barely touches it.
DROP INDEX "live_events_created_idx";--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING brin ("created_at");