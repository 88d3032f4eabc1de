-- A member's open view is found by reward_views_one_open (user_id, where ended_at is null), so this index
-- only cost every start and every credit an insertion (decision 0186).
DROP INDEX "reward_views_user_open_idx";--> statement-breakpoint
-- A paid reward inserted adds itself to its day's totals from a row trigger: the statement trigger with a
-- transition table, a JSON document and a second function cost about as much as a whole transfer for the
-- one-row insert that every ad credit is. Updates and deletes keep the statement triggers of 0014.
DROP TRIGGER earnings_reward_totals_insert ON earnings;--> statement-breakpoint
CREATE FUNCTION reward_day_total_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reward_day_totals (business_day, source, part, paid_cents, rewards)
  VALUES (NEW.business_day, NEW.source, (pg_backend_pid() % 16)::smallint, NEW.amount, 1)
  ON CONFLICT (business_day, source, part) DO UPDATE SET
    paid_cents = reward_day_totals.paid_cents + excluded.paid_cents,
    rewards = reward_day_totals.rewards + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER earnings_reward_totals_row_insert AFTER INSERT ON earnings FOR EACH ROW
  WHEN (NEW.status = 'APPROVED') EXECUTE FUNCTION reward_day_total_inserted();
