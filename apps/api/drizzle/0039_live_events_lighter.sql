-- The event log costs the money statements less (decision 0181). It is not WAL-logged: a crash empties
-- it, which every stream reads as a gap it cannot resume (the clients read their screens again), and
-- replicas have no use for it. The wallet's event is inserted by its trigger itself, without a function
-- call between. A transfer's sender hears of it when it is decided, not when they made it.
ALTER TABLE live_events SET UNLOGGED;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_wallet_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (audience, user_id, type, payload)
  VALUES ('USER', NEW.user_id, 'wallet', jsonb_build_object('balance', NEW.balance));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_transfer_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status) OR NEW.status = 'PENDING' THEN
    RETURN NULL;
  END IF;
  PERFORM live_event('USER', NEW.sender_id, NULL, 'decision',
    jsonb_build_object('kind', 'transfer', 'id', NEW.id, 'status', NEW.status, 'direction', 'sent'));
  IF NEW.status = 'COMPLETED' THEN
    PERFORM live_event('USER', NEW.recipient_id, NULL, 'decision',
      jsonb_build_object('kind', 'transfer', 'id', NEW.id, 'status', NEW.status, 'direction', 'received'));
  END IF;
  RETURN NULL;
END $$;
