-- Rewards paid per day and source are added to the part of the writing connection, so every ad credit
-- of the day no longer updates one shared row; readers sum the parts.
CREATE OR REPLACE FUNCTION reward_day_totals_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO reward_day_totals (business_day, source, part, paid_cents, rewards)
  SELECT (change->>'day')::date, (change->>'source')::earning_source, (pg_backend_pid() % 16)::smallint,
    (change->>'cents')::bigint, (change->>'rewards')::bigint
  FROM jsonb_array_elements(changes) AS change
  ON CONFLICT (business_day, source, part) DO UPDATE SET
    paid_cents = reward_day_totals.paid_cents + excluded.paid_cents,
    rewards = reward_day_totals.rewards + excluded.rewards;
$$;
