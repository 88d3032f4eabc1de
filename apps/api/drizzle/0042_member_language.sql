ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" IN ('en', 'ur'));--> statement-breakpoint
-- A notification the server wrote to a member carries its message key, its facts and the member's language
-- now: the stream renders its title and message in that language (decision 0185). Broadcasts and the rows
-- written before carry their stored text only, as before.
CREATE OR REPLACE FUNCTION live_notification_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event(CASE WHEN NEW.user_id IS NULL THEN 'EVERYONE' ELSE 'USER' END::live_audience, NEW.user_id, NULL,
    'notification', jsonb_build_object('id', NEW.id, 'title', NEW.title, 'message', NEW.message,
      'createdAt', live_iso(NEW.created_at), 'removed', NEW.deleted_at IS NOT NULL)
      || CASE WHEN NEW.message_key IS NULL OR NEW.user_id IS NULL THEN '{}'::jsonb
        ELSE jsonb_build_object('messageKey', NEW.message_key, 'messageParams', NEW.message_params,
          'language', (SELECT language FROM users WHERE id = NEW.user_id)) END);
  RETURN NULL;
END $$;
