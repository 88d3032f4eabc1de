CREATE TYPE "public"."live_audience" AS ENUM('USER', 'ADMIN', 'ADMINS', 'EVERYONE');--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" "live_audience" NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_audience_owner" CHECK (("live_events"."audience" = 'USER') = ("live_events"."user_id" IS NOT NULL)
        AND ("live_events"."audience" = 'ADMIN') = ("live_events"."admin_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "live_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_tickets_expires_idx" ON "live_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Live events written by the changes themselves, in their own transaction (decision 0181): a wallet's
-- balance after every posting, notifications, decisions on a member's money and tasks, what waits in the
-- admin queues, a settled aviator bet, and the session changes that must close a stream.
CREATE OR REPLACE FUNCTION live_event(to_audience live_audience, to_user uuid, to_admin uuid, event_type text, event_payload jsonb)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO live_events (audience, user_id, admin_id, type, payload) VALUES (to_audience, to_user, to_admin, event_type, event_payload);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_iso(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_wallet_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event('USER', NEW.user_id, NULL, 'wallet', jsonb_build_object('balance', NEW.balance));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_live_wallet AFTER UPDATE OF balance ON accounts FOR EACH ROW
  WHEN (NEW.kind = 'WALLET' AND NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION live_wallet_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_notification_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event(CASE WHEN NEW.user_id IS NULL THEN 'EVERYONE' ELSE 'USER' END::live_audience, NEW.user_id, NULL,
    'notification', jsonb_build_object('id', NEW.id, 'title', NEW.title, 'message', NEW.message,
      'createdAt', live_iso(NEW.created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION live_notification_event();
--> statement-breakpoint
-- A member's deposit, withdrawal or task proof: the member hears of a new status, the admins of any change
-- to their queue (TG_ARGV: the decision kind, then the queue).
CREATE OR REPLACE FUNCTION live_queue_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM live_event('USER', NEW.user_id, NULL, 'decision',
      jsonb_build_object('kind', TG_ARGV[0], 'id', NEW.id, 'status', NEW.status));
  END IF;
  PERFORM live_event('ADMINS', NULL, NULL, 'admin.queue', jsonb_build_object('queue', TG_ARGV[1], 'id', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_live AFTER INSERT OR UPDATE OF status, deleted_at ON deposits FOR EACH ROW
  EXECUTE FUNCTION live_queue_event('deposit', 'deposits');
--> statement-breakpoint
CREATE TRIGGER withdrawals_live AFTER INSERT OR UPDATE OF status, deleted_at ON withdrawals FOR EACH ROW
  EXECUTE FUNCTION live_queue_event('withdrawal', 'withdrawals');
--> statement-breakpoint
CREATE TRIGGER task_submissions_live AFTER INSERT OR UPDATE OF status ON task_submissions FOR EACH ROW
  EXECUTE FUNCTION live_queue_event('task', 'tasks');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_support_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event('ADMINS', NULL, NULL, 'admin.queue', jsonb_build_object('queue', 'support', 'id', NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER support_tickets_live AFTER INSERT OR UPDATE OF status ON support_tickets FOR EACH ROW
  EXECUTE FUNCTION live_support_event();
--> statement-breakpoint
-- A transfer: its sender hears of every status, its recipient when the money arrives.
CREATE OR REPLACE FUNCTION live_transfer_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  PERFORM live_event('USER', NEW.sender_id, NULL, 'decision',
    jsonb_build_object('kind', 'transfer', 'id', NEW.id, 'status', NEW.status, 'direction', 'sent'));
  IF NEW.status = 'COMPLETED' THEN
    PERFORM live_event('USER', NEW.recipient_id, NULL, 'decision',
      jsonb_build_object('kind', 'transfer', 'id', NEW.id, 'status', NEW.status, 'direction', 'received'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transfers_live AFTER INSERT OR UPDATE OF status ON transfers FOR EACH ROW
  EXECUTE FUNCTION live_transfer_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_aviator_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event('USER', NEW.user_id, NULL, 'aviator.settled',
    jsonb_build_object('roundId', NEW.id, 'betId', NEW.id, 'status', NEW.status, 'payout', NEW.win_cents));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER aviator_rounds_live AFTER UPDATE OF status ON aviator_rounds FOR EACH ROW
  WHEN (OLD.status = 'OPEN' AND NEW.status <> 'OPEN') EXECUTE FUNCTION live_aviator_event();
--> statement-breakpoint
-- A revoked session, a suspended member or a disabled admin: their open streams check their session.
CREATE OR REPLACE FUNCTION live_session_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'admins' THEN
    PERFORM live_event('ADMIN', NULL, NEW.id, 'session', '{}'::jsonb);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM live_event('USER', NEW.id, NULL, 'session', '{}'::jsonb);
  ELSIF NEW.kind = 'ADMIN' THEN
    PERFORM live_event('ADMIN', NULL, NEW.admin_id, 'session', '{}'::jsonb);
  ELSE
    PERFORM live_event('USER', NEW.user_id, NULL, 'session', '{}'::jsonb);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_live AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION live_session_event();
--> statement-breakpoint
CREATE TRIGGER users_live AFTER UPDATE OF status ON users FOR EACH ROW
  WHEN (NEW.status = 'SUSPENDED' AND OLD.status <> 'SUSPENDED') EXECUTE FUNCTION live_session_event();
--> statement-breakpoint
CREATE TRIGGER admins_live AFTER UPDATE OF disabled_at ON admins FOR EACH ROW
  WHEN (NEW.disabled_at IS NOT NULL AND OLD.disabled_at IS NULL) EXECUTE FUNCTION live_session_event();
