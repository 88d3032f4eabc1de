-- Members per status, kept in step with users by statement triggers over the changed rows, so the
-- dashboard never counts the table and a bulk import updates each status row once, not once per member.
INSERT INTO member_status_counts (status, members)
SELECT s.status, (SELECT count(*) FROM users u WHERE u.status = s.status)
FROM unnest(enum_range(NULL::user_status)) AS s(status);
--> statement-breakpoint
CREATE FUNCTION member_status_counts_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_status_counts (status, members)
  SELECT (change->>'status')::user_status, (change->>'delta')::bigint FROM jsonb_array_elements(changes) AS change
  ON CONFLICT (status) DO UPDATE SET members = member_status_counts.members + excluded.members;
$$;
--> statement-breakpoint
CREATE FUNCTION member_status_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_status_counts_apply(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('status', status, 'delta', n)) FROM
      (SELECT status, count(*) AS n FROM new_rows GROUP BY status) AS counted), '[]'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION member_status_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_status_counts_apply(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('status', status, 'delta', -n)) FROM
      (SELECT status, count(*) AS n FROM old_rows GROUP BY status) AS counted), '[]'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION member_status_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_status_counts_apply(coalesce(
    (SELECT jsonb_agg(jsonb_build_object('status', status, 'delta', n)) FROM
      (SELECT status, sum(delta) AS n FROM
        (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) AS moves
       GROUP BY status HAVING sum(delta) <> 0) AS counted), '[]'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_status_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER users_status_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER users_status_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_updated();
--> statement-breakpoint
INSERT INTO admin_security_policy (id, require_two_factor) VALUES (1, false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Rewards paid per business day and source, kept in step with earnings the same way: an earning counts
-- while it is APPROVED (paid), whether it was inserted so or approved later.
INSERT INTO reward_day_totals (business_day, source, paid_cents, rewards)
SELECT business_day, source, sum(amount), count(*) FROM earnings WHERE status = 'APPROVED' GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION reward_day_totals_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO reward_day_totals (business_day, source, paid_cents, rewards)
  SELECT (change->>'day')::date, (change->>'source')::earning_source, (change->>'cents')::bigint, (change->>'rewards')::bigint
  FROM jsonb_array_elements(changes) AS change
  ON CONFLICT (business_day, source) DO UPDATE SET
    paid_cents = reward_day_totals.paid_cents + excluded.paid_cents,
    rewards = reward_day_totals.rewards + excluded.rewards;
$$;
--> statement-breakpoint
CREATE FUNCTION reward_day_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM reward_day_totals_apply(coalesce((
      SELECT jsonb_agg(jsonb_build_object('day', business_day, 'source', source, 'cents', cents, 'rewards', n))
      FROM (SELECT business_day, source, sum(amount) AS cents, count(*) AS n FROM new_rows
            WHERE status = 'APPROVED' GROUP BY 1, 2) AS paid), '[]'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reward_day_totals_apply(coalesce((
      SELECT jsonb_agg(jsonb_build_object('day', business_day, 'source', source, 'cents', -cents, 'rewards', -n))
      FROM (SELECT business_day, source, sum(amount) AS cents, count(*) AS n FROM old_rows
            WHERE status = 'APPROVED' GROUP BY 1, 2) AS paid), '[]'));
  ELSE
    PERFORM reward_day_totals_apply(coalesce((
      SELECT jsonb_agg(jsonb_build_object('day', business_day, 'source', source, 'cents', cents, 'rewards', n))
      FROM (SELECT business_day, source, sum(amount) AS cents, sum(sign) AS n FROM (
              SELECT business_day, source, -amount AS amount, -1 AS sign FROM old_rows WHERE status = 'APPROVED'
              UNION ALL
              SELECT business_day, source, amount, 1 FROM new_rows WHERE status = 'APPROVED') AS moves
            GROUP BY 1, 2 HAVING sum(amount) <> 0 OR sum(sign) <> 0) AS paid), '[]'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER earnings_reward_totals_insert AFTER INSERT ON earnings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER earnings_reward_totals_update AFTER UPDATE ON earnings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_day_totals_changed();
--> statement-breakpoint
CREATE TRIGGER earnings_reward_totals_delete AFTER DELETE ON earnings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_day_totals_changed();
