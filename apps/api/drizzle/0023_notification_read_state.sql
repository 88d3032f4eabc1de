ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
-- A member's own notifications carry their reading from now on; notification_reads keeps the broadcasts'.
UPDATE "notifications" n SET "read_at" = r."read_at" FROM "notification_reads" r
  WHERE r."notification_id" = n."id" AND r."user_id" = n."user_id";--> statement-breakpoint
DELETE FROM "notification_reads" r USING "notifications" n WHERE n."id" = r."notification_id" AND n."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."read_at" IS NULL AND "notifications"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_broadcast_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."user_id" IS NULL AND "notifications"."deleted_at" IS NULL;