-- The ledger is append-only: entries and transactions are never changed or removed.
CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- Checked at commit: the entries of every ledger transaction sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT COALESCE(SUM(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced by %', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
INSERT INTO accounts (kind) VALUES
  ('DEPOSITS_CLEARING'),
  ('WITHDRAWALS_PENDING'),
  ('WITHDRAWALS_PAID'),
  ('TRANSFERS_PENDING'),
  ('REWARDS_EXPENSE'),
  ('REFERRAL_EXPENSE'),
  ('AVIATOR_HOUSE'),
  ('ADMIN_ADJUSTMENTS'),
  ('WITHDRAWAL_FEES');
--> statement-breakpoint
INSERT INTO platform_settings (id) VALUES (1);
--> statement-breakpoint
INSERT INTO payment_method_settings (method) VALUES
  ('EASYPAISA'),
  ('SADAPAY'),
  ('NAYAPAY'),
  ('BINANCE'),
  ('TRON_TRC20');
