CREATE TYPE "public"."reward_media_type" AS ENUM('IMAGE', 'VIDEO', 'YOUTUBE');--> statement-breakpoint
CREATE TYPE "public"."reward_view_kind" AS ENUM('AD', 'VIDEO');--> statement-breakpoint
ALTER TYPE "public"."account_kind" ADD VALUE 'LEVEL_SALES';--> statement-breakpoint
CREATE TABLE "levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"ads_per_day" integer NOT NULL,
	"rate_per_ad_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"expiry_in_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "levels_level_positive" CHECK ("levels"."level" >= 1),
	CONSTRAINT "levels_ads_per_day_positive" CHECK ("levels"."ads_per_day" >= 1),
	CONSTRAINT "levels_rate_positive" CHECK ("levels"."rate_per_ad_cents" >= 1),
	CONSTRAINT "levels_price_positive" CHECK ("levels"."price_cents" >= 1),
	CONSTRAINT "levels_expiry_positive" CHECK ("levels"."expiry_in_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"level_price_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_levels_paid_not_negative" CHECK ("member_levels"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"media_url" text NOT NULL,
	"media_type" "reward_media_type" NOT NULL,
	"media_upload_id" uuid,
	"duration_seconds" integer NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_videos_duration_positive" CHECK ("bonus_videos"."duration_seconds" >= 1),
	CONSTRAINT "bonus_videos_bonus_positive" CHECK ("bonus_videos"."bonus_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reward_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"media_url" text NOT NULL,
	"media_type" "reward_media_type" NOT NULL,
	"media_upload_id" uuid,
	"duration_seconds" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ads_duration_positive" CHECK ("reward_ads"."duration_seconds" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reward_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "reward_view_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"credit_day" date,
	"amount_cents" bigint
);
--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_levels" ADD CONSTRAINT "member_levels_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_videos" ADD CONSTRAINT "bonus_videos_media_upload_id_uploads_id_fk" FOREIGN KEY ("media_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ads" ADD CONSTRAINT "reward_ads_media_upload_id_uploads_id_fk" FOREIGN KEY ("media_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_views" ADD CONSTRAINT "reward_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "levels_level_unique" ON "levels" USING btree ("level") WHERE "levels"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_levels_user_idx" ON "member_levels" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_levels_one_open" ON "member_levels" USING btree ("user_id") WHERE "member_levels"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bonus_videos_created_idx" ON "bonus_videos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reward_ads_created_idx" ON "reward_ads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reward_views_user_open_idx" ON "reward_views" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_views_item_once_a_day" ON "reward_views" USING btree ("user_id","kind","item_id","credit_day") WHERE "reward_views"."credited_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reward_views_user_day_idx" ON "reward_views" USING btree ("user_id","kind","credit_day");