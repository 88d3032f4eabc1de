CREATE INDEX "emails_sent_idx" ON "emails" USING btree ("status","sent_at");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_repeating_per_kind" ON "jobs" USING btree ("kind") WHERE "jobs"."payload" ? 'repeatEverySeconds' AND "jobs"."status" IN ('PENDING', 'RUNNING');