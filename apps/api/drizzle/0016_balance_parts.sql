CREATE TABLE "account_balance_parts" (
	"account_id" uuid NOT NULL,
	"part" smallint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_balance_parts_account_id_part_pk" PRIMARY KEY("account_id","part")
);
--> statement-breakpoint
ALTER TABLE "reward_day_totals" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_day_totals" DROP CONSTRAINT "reward_day_totals_business_day_source_pk";--> statement-breakpoint
ALTER TABLE "reward_day_totals" ADD CONSTRAINT "reward_day_totals_business_day_source_part_pk" PRIMARY KEY("business_day","source","part");--> statement-breakpoint
ALTER TABLE "account_balance_parts" ADD CONSTRAINT "account_balance_parts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;