CREATE TABLE "member_ad_streaks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"run_days" integer NOT NULL,
	CONSTRAINT "member_ad_streaks_run_positive" CHECK ("member_ad_streaks"."run_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_ad_streaks" ADD CONSTRAINT "member_ad_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's latest run of ad days (docs/decisions/0124), kept in step with earnings by the triggers
-- below: an earning counts while it is an APPROVED ad reward, whether it was inserted so or changed later.
-- Writers of one member take turns on the member's row (FOR UPDATE), and each statement of these
-- functions reads what committed before it, so the run stays exact whatever the order of the writes.
CREATE FUNCTION member_ad_streak_recount(member_id uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  newest date;
  days integer;
BEGIN
  INSERT INTO member_ad_streaks (user_id, last_day, run_days) VALUES (member_id, '2000-01-01', 1)
    ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM member_ad_streaks WHERE user_id = member_id FOR UPDATE;
  SELECT max(business_day) INTO newest FROM earnings
    WHERE user_id = member_id AND source = 'ADS' AND status = 'APPROVED';
  IF newest IS NULL THEN
    DELETE FROM member_ad_streaks WHERE user_id = member_id;
    RETURN;
  END IF;
  WITH RECURSIVE run(day) AS (
    SELECT newest
    UNION ALL
    SELECT run.day - 1 FROM run
    WHERE (SELECT e.business_day FROM earnings e
           WHERE e.user_id = member_id AND e.source = 'ADS' AND e.status = 'APPROVED'
             AND e.business_day = run.day - 1
           LIMIT 1) IS NOT NULL
  )
  SELECT count(*) INTO days FROM run;
  UPDATE member_ad_streaks SET last_day = newest, run_days = days WHERE user_id = member_id;
END;
$$;
--> statement-breakpoint
-- An approved ad reward inserted: a day after the run lengthens it, a later day starts a new one, the same
-- day changes nothing; a first ad day, or an earlier one (which may join two runs), is counted anew. A row
-- trigger whose WHEN skips every other reward, so most inserts into earnings never call it.
CREATE FUNCTION member_ad_streak_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  newest date;
  days integer;
BEGIN
  SELECT last_day, run_days INTO newest, days FROM member_ad_streaks WHERE user_id = NEW.user_id FOR UPDATE;
  IF NOT FOUND OR NEW.business_day < newest THEN
    PERFORM member_ad_streak_recount(NEW.user_id);
  ELSIF NEW.business_day = newest + 1 THEN
    UPDATE member_ad_streaks SET last_day = NEW.business_day, run_days = days + 1 WHERE user_id = NEW.user_id;
  ELSIF NEW.business_day > newest + 1 THEN
    UPDATE member_ad_streaks SET last_day = NEW.business_day, run_days = 1 WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An approved ad reward changed (or a reward that becomes one) or removed: its members' runs are counted anew.
CREATE FUNCTION member_ad_streak_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM member_ad_streak_recount(OLD.user_id);
    RETURN NULL;
  END IF;
  IF (OLD.source, OLD.status, OLD.user_id, OLD.business_day) IS DISTINCT FROM
     (NEW.source, NEW.status, NEW.user_id, NEW.business_day) THEN
    PERFORM member_ad_streak_recount(OLD.user_id);
    IF NEW.user_id <> OLD.user_id THEN
      PERFORM member_ad_streak_recount(NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Counts the run of every member with approved ad rewards in one statement (islands of consecutive days),
-- into an empty table: the backfill below, and seeding done with these triggers off (scripts/scale-lists.ts).
-- Answers the members counted.
CREATE FUNCTION member_ad_streaks_fill() RETURNS SETOF uuid LANGUAGE sql AS $$
  INSERT INTO member_ad_streaks (user_id, last_day, run_days)
  SELECT DISTINCT ON (user_id) user_id, max(day), count(*)
  FROM (
    SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::integer AS island
    FROM (SELECT DISTINCT user_id, business_day AS day FROM earnings WHERE source = 'ADS' AND status = 'APPROVED') AS ad_days
  ) AS numbered
  GROUP BY user_id, island
  ORDER BY user_id, max(day) DESC
  RETURNING user_id;
$$;
--> statement-breakpoint
LOCK TABLE earnings IN SHARE MODE;
--> statement-breakpoint
SELECT count(*) FROM member_ad_streaks_fill();
--> statement-breakpoint
CREATE TRIGGER earnings_ad_streaks_insert AFTER INSERT ON earnings FOR EACH ROW
  WHEN (NEW.source = 'ADS' AND NEW.status = 'APPROVED') EXECUTE FUNCTION member_ad_streak_inserted();
--> statement-breakpoint
CREATE TRIGGER earnings_ad_streaks_update AFTER UPDATE ON earnings FOR EACH ROW
  WHEN ((OLD.source = 'ADS' AND OLD.status = 'APPROVED') OR (NEW.source = 'ADS' AND NEW.status = 'APPROVED'))
  EXECUTE FUNCTION member_ad_streak_changed();
--> statement-breakpoint
CREATE TRIGGER earnings_ad_streaks_delete AFTER DELETE ON earnings FOR EACH ROW
  WHEN (OLD.source = 'ADS' AND OLD.status = 'APPROVED') EXECUTE FUNCTION member_ad_streak_changed();
