DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_status_created_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
DROP INDEX "transfers_status_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_idx" ON "ledger_transactions" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_id_idx" ON "ledger_transactions" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "deposits_list_idx" ON "deposits" USING btree ("created_at","id") WHERE "deposits"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "deposits_status_list_idx" ON "deposits" USING btree ("status","created_at","id") WHERE "deposits"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_list_idx" ON "withdrawals" USING btree ("created_at","id") WHERE "withdrawals"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_status_list_idx" ON "withdrawals" USING btree ("status","created_at","id") WHERE "withdrawals"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfers_status_created_idx" ON "transfers" USING btree ("status","created_at","id");