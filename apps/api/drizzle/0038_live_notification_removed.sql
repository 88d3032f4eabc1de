-- A notification an admin deletes leaves the bells it was counted in: the same live event, marked removed.
CREATE OR REPLACE FUNCTION live_notification_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event(CASE WHEN NEW.user_id IS NULL THEN 'EVERYONE' ELSE 'USER' END::live_audience, NEW.user_id, NULL,
    'notification', jsonb_build_object('id', NEW.id, 'title', NEW.title, 'message', NEW.message,
      'createdAt', live_iso(NEW.created_at), 'removed', NEW.deleted_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_live_removed AFTER UPDATE OF deleted_at ON notifications FOR EACH ROW
  WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL) EXECUTE FUNCTION live_notification_event();
