CREATE TYPE "public"."offer_conversion_status" AS ENUM('HELD', 'RELEASED', 'REVERSED', 'REVERSED_FIRST');--> statement-breakpoint
CREATE TYPE "public"."postback_outcome" AS ENUM('CREDITED', 'DUPLICATE', 'REVERSED', 'CANCELLED', 'BAD_SIGNATURE', 'UNKNOWN_MEMBER', 'IGNORED', 'FORBIDDEN_ADDRESS', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."signature_scheme" AS ENUM('HMAC_SHA256', 'MD5', 'SHA1');--> statement-breakpoint
ALTER TYPE "public"."account_kind" ADD VALUE 'OFFERS_HELD';--> statement-breakpoint
ALTER TYPE "public"."account_kind" ADD VALUE 'MEMBER_DEBTS';--> statement-breakpoint
ALTER TYPE "public"."earning_source" ADD VALUE 'OFFERS';--> statement-breakpoint
CREATE TABLE "ad_networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"offerwall_url" text,
	"secret_ciphertext" text NOT NULL,
	"signature_scheme" "signature_scheme" NOT NULL,
	"signature_params" text[] NOT NULL,
	"user_param" text NOT NULL,
	"transaction_param" text NOT NULL,
	"reward_param" text NOT NULL,
	"payout_param" text NOT NULL,
	"status_param" text NOT NULL,
	"signature_param" text NOT NULL,
	"credit_status" text NOT NULL,
	"reversal_status" text NOT NULL,
	"success_reply" text NOT NULL,
	"allowed_ips" text[] NOT NULL,
	"usd_micros_per_unit" bigint NOT NULL,
	"member_share_basis_points" integer NOT NULL,
	"hold_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ad_networks_share_range" CHECK ("ad_networks"."member_share_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "ad_networks_hold_range" CHECK ("ad_networks"."hold_days" BETWEEN 0 AND 365),
	CONSTRAINT "ad_networks_rate_positive" CHECK ("ad_networks"."usd_micros_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_postbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" uuid NOT NULL,
	"outcome" "postback_outcome" NOT NULL,
	"transaction_id" text,
	"params" jsonb NOT NULL,
	"address" text NOT NULL,
	"business_day" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "offer_conversion_status" NOT NULL,
	"reward_cents" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	"earning_id" uuid,
	"release_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_conversions_amounts" CHECK ("offer_conversions"."reward_cents" >= 0 AND "offer_conversions"."payout_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"outstanding_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "member_debts_amounts" CHECK ("member_debts"."amount_cents" > 0 AND "member_debts"."outstanding_cents" >= 0 AND "member_debts"."outstanding_cents" <= "member_debts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "ad_postbacks" ADD CONSTRAINT "ad_postbacks_network_id_ad_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."ad_networks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_conversions" ADD CONSTRAINT "offer_conversions_network_id_ad_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."ad_networks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_conversions" ADD CONSTRAINT "offer_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_conversions" ADD CONSTRAINT "offer_conversions_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_debts" ADD CONSTRAINT "member_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_networks_slug_unique" ON "ad_networks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ad_postbacks_network_received_idx" ON "ad_postbacks" USING btree ("network_id","received_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_conversions_network_transaction_unique" ON "offer_conversions" USING btree ("network_id","transaction_id");--> statement-breakpoint
CREATE INDEX "offer_conversions_release_idx" ON "offer_conversions" USING btree ("release_at") WHERE "offer_conversions"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "offer_conversions_credited_idx" ON "offer_conversions" USING btree ("credited_at");--> statement-breakpoint
CREATE INDEX "offer_conversions_reversed_idx" ON "offer_conversions" USING btree ("reversed_at") WHERE "offer_conversions"."reversed_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_debts_reference_unique" ON "member_debts" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "member_debts_open_idx" ON "member_debts" USING btree ("user_id","created_at") WHERE "member_debts"."outstanding_cents" > 0;