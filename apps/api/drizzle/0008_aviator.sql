CREATE TYPE "public"."aviator_round_status" AS ENUM('OPEN', 'CASHED_OUT', 'CRASHED');--> statement-breakpoint
CREATE TABLE "aviator_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bet_cents" bigint NOT NULL,
	"max_win_cents" bigint NOT NULL,
	"status" "aviator_round_status" DEFAULT 'OPEN' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"crash_point" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"crashes_at" timestamp (3) with time zone NOT NULL,
	"cashout_multiplier" integer,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviator_rounds_bet_positive" CHECK ("aviator_rounds"."bet_cents" > 0),
	CONSTRAINT "aviator_rounds_win_not_negative" CHECK ("aviator_rounds"."win_cents" >= 0),
	CONSTRAINT "aviator_rounds_crash_point_range" CHECK ("aviator_rounds"."crash_point" BETWEEN 100 AND 1100),
	CONSTRAINT "aviator_rounds_settled_shape" CHECK (("aviator_rounds"."status" = 'OPEN') = ("aviator_rounds"."settled_at" IS NULL)
        AND ("aviator_rounds"."status" = 'CASHED_OUT') = ("aviator_rounds"."cashout_multiplier" IS NOT NULL)
        AND ("aviator_rounds"."status" = 'CASHED_OUT' OR "aviator_rounds"."win_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "aviator_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviator_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_bet_cents" bigint NOT NULL,
	"max_win_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aviator_settings_single_row" CHECK ("aviator_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "aviator_rounds" ADD CONSTRAINT "aviator_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviator_seeds" ADD CONSTRAINT "aviator_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_rounds_one_open_per_user" ON "aviator_rounds" USING btree ("user_id") WHERE "aviator_rounds"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_rounds_user_nonce_unique" ON "aviator_rounds" USING btree ("user_id","nonce");--> statement-breakpoint
CREATE INDEX "aviator_rounds_user_created_idx" ON "aviator_rounds" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "aviator_rounds_open_crashes_at_idx" ON "aviator_rounds" USING btree ("crashes_at") WHERE "aviator_rounds"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "aviator_rounds_started_at_idx" ON "aviator_rounds" USING btree ("started_at");