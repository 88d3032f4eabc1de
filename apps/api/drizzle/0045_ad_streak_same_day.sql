-- An ad credited on a day the member's run already ends on changes no run: the insert trigger answers from
-- the committed row without locking it (decision 0189). Only the day's first ad locks the row and moves
-- the run. That day can leave the run only through a recount (an approved ad reward changed or removed),
-- so that recount first locks the member's counted ad days (reward_view_days), the row every ad credit
-- holds while its reward is written: it waits for credits in flight, and credits after it wait for it,
-- then read the run it left. Those rows first and then the run's row is the order every credit takes. A
-- recount after an insert needs no such lock: it only adds a day, and the committed days stay.
CREATE OR REPLACE FUNCTION member_ad_streak_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM reward_view_days WHERE user_id = OLD.user_id AND kind = 'AD' ORDER BY day FOR UPDATE;
    PERFORM member_ad_streak_recount(OLD.user_id);
    RETURN NULL;
  END IF;
  IF (OLD.source, OLD.status, OLD.user_id, OLD.business_day) IS DISTINCT FROM
     (NEW.source, NEW.status, NEW.user_id, NEW.business_day) THEN
    PERFORM 1 FROM reward_view_days WHERE user_id = OLD.user_id AND kind = 'AD' ORDER BY day FOR UPDATE;
    PERFORM member_ad_streak_recount(OLD.user_id);
    IF NEW.user_id <> OLD.user_id THEN
      PERFORM 1 FROM reward_view_days WHERE user_id = NEW.user_id AND kind = 'AD' ORDER BY day FOR UPDATE;
      PERFORM member_ad_streak_recount(NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_ad_streak_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  newest date;
  days integer;
BEGIN
  SELECT last_day INTO newest FROM member_ad_streaks WHERE user_id = NEW.user_id;
  IF FOUND AND NEW.business_day = newest THEN
    RETURN NULL;
  END IF;
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
