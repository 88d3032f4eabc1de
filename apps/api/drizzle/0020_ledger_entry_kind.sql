-- Each ledger entry carries its posting's kind, so the admin ledger filtered by kind pages on one index
-- (kind, id) instead of looking up the posting of every entry it steps over. A composite foreign key
-- keeps the copy equal to the posting's kind.
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_id_kind_unique" UNIQUE("id","kind");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;--> statement-breakpoint
-- The ledger is append-only; this one backfill of the new column is the only update it ever gets.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
UPDATE "ledger_entries" e SET "kind" = t."kind" FROM "ledger_transactions" t WHERE t."id" = e."transaction_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_kind_fk" FOREIGN KEY ("transaction_id","kind") REFERENCES "public"."ledger_transactions"("id","kind") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind","id");
