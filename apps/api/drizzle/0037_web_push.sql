-- Web Push: what a member must hear with the app closed (a decided deposit or withdrawal, money received,
-- a support reply) becomes one job per subscribed browser, in the transaction that wrote the live event, so
-- it is sent once however many API processes run (the job worker claims each job once).
CREATE OR REPLACE FUNCTION web_push_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.type = 'decision' AND (
        (NEW.payload->>'kind' IN ('deposit', 'withdrawal') AND NEW.payload->>'status' <> 'PENDING')
        OR (NEW.payload->>'kind' = 'transfer' AND NEW.payload->>'direction' = 'received')))
     OR (NEW.type = 'chat.message' AND NEW.payload #>> '{message,senderType}' = 'ADMIN')
  THEN
    INSERT INTO jobs (kind, payload)
    SELECT 'web-push', jsonb_build_object('userId', NEW.user_id, 'subscriptionId', push_subscriptions.id,
      'eventType', NEW.type, 'event', NEW.payload)
    FROM push_subscriptions WHERE push_subscriptions.user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_web_push AFTER INSERT ON live_events FOR EACH ROW
  WHEN (NEW.audience = 'USER' AND NEW.type IN ('decision', 'chat.message')) EXECUTE FUNCTION web_push_job();
