CREATE TYPE "public"."earning_source" AS ENUM('ADS', 'VIDEOS', 'SPIN', 'TASKS', 'REFERRALS', 'BONUSES');--> statement-breakpoint
CREATE TYPE "public"."earning_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" "earning_source" NOT NULL,
	"status" "earning_status" NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"business_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "earnings_amount_not_negative" CHECK ("earnings"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_reference_unique" ON "earnings" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "earnings_user_created_idx" ON "earnings" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "earnings_user_source_day_idx" ON "earnings" USING btree ("user_id","source","business_day");