CREATE TYPE "public"."cheat_kind" AS ENUM('VIEW_TOO_EARLY', 'DAILY_LIMIT', 'VIEW_IN_FLIGHT', 'BAD_POSTBACK_SIGNATURE', 'LINKED_REFERRAL');--> statement-breakpoint
CREATE TYPE "public"."link_reason" AS ENUM('DEVICE', 'PAYOUT_ACCOUNT', 'NETWORK');--> statement-breakpoint
CREATE TYPE "public"."signal_kind" AS ENUM('SIGN_UP', 'SIGN_IN', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER');--> statement-breakpoint
CREATE TABLE "account_links" (
	"user_id" uuid NOT NULL,
	"linked_user_id" uuid NOT NULL,
	"reason" "link_reason" NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_links_user_id_linked_user_id_reason_pk" PRIMARY KEY("user_id","linked_user_id","reason"),
	CONSTRAINT "account_links_not_self" CHECK ("account_links"."user_id" <> "account_links"."linked_user_id")
);
--> statement-breakpoint
CREATE TABLE "cheat_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "cheat_kind" NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"review_threshold" integer DEFAULT 50 NOT NULL,
	"new_account_days" integer DEFAULT 7 NOT NULL,
	"recent_change_hours" integer DEFAULT 24 NOT NULL,
	"network_window_minutes" integer DEFAULT 30 NOT NULL,
	"network_link_sightings" integer DEFAULT 3 NOT NULL,
	"shared_network_members" integer DEFAULT 4 NOT NULL,
	"earnings_factor_percent" integer DEFAULT 150 NOT NULL,
	"exact_minimum_views" integer DEFAULT 10 NOT NULL,
	"cheat_attempts" integer DEFAULT 5 NOT NULL,
	"signal_retention_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_settings_single_row" CHECK ("fraud_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "signal_kind" NOT NULL,
	"ip" text NOT NULL,
	"network" text NOT NULL,
	"device_hash" text,
	"user_agent" text,
	"payout_account" text,
	"referrer_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sign_in_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_time_step" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_log" ADD CONSTRAINT "cheat_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sign_in_challenges" ADD CONSTRAINT "user_sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheat_log_user_idx" ON "cheat_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cheat_log_created_idx" ON "cheat_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_signals_user_idx" ON "member_signals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_signals_device_idx" ON "member_signals" USING btree ("device_hash","user_id") WHERE "member_signals"."device_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "member_signals_payout_idx" ON "member_signals" USING btree ("payout_account","user_id") WHERE "member_signals"."payout_account" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "member_signals_network_idx" ON "member_signals" USING btree ("network","created_at");--> statement-breakpoint
CREATE INDEX "member_signals_created_idx" ON "member_signals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "user_sign_in_challenges_token_idx" ON "user_sign_in_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_review_idx" ON "withdrawals" USING btree ("created_at","id") WHERE "withdrawals"."held_for_review" AND "withdrawals"."status" = 'PENDING' AND "withdrawals"."deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "fraud_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;