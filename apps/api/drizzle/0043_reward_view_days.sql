CREATE TABLE "reward_view_days" (
	"user_id" uuid NOT NULL,
	"kind" "reward_view_kind" NOT NULL,
	"day" date NOT NULL,
	"credited" integer NOT NULL,
	CONSTRAINT "reward_view_days_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day"),
	CONSTRAINT "reward_view_days_credited_positive" CHECK ("reward_view_days"."credited" >= 1)
);
--> statement-breakpoint
ALTER TABLE "reward_view_days" ADD CONSTRAINT "reward_view_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The ads credited so far, counted per member and Karachi day.
INSERT INTO "reward_view_days" ("user_id", "kind", "day", "credited")
  SELECT "user_id", "kind", "credit_day", count(*) FROM "reward_views"
  WHERE "kind" = 'AD' AND "credited_at" IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
-- One view in flight per member: a member with more than one open view keeps the newest.
UPDATE "reward_views" AS "v" SET "ended_at" = "v"."started_at"
  WHERE "v"."ended_at" IS NULL AND EXISTS (SELECT 1 FROM "reward_views" AS "n"
    WHERE "n"."user_id" = "v"."user_id" AND "n"."ended_at" IS NULL AND ("n"."started_at", "n"."id") > ("v"."started_at", "v"."id"));--> statement-breakpoint
-- A statement that writes in several steps calls this on what must hold when it is done: when it does not,
-- the statement fails and nothing it wrote stays (decision 0186).
CREATE FUNCTION statement_assert(ok boolean, what text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'statement refused: %', what USING ERRCODE = 'EF001';
  END IF;
  RETURN true;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_views_one_open" ON "reward_views" USING btree ("user_id") WHERE "reward_views"."ended_at" IS NULL;