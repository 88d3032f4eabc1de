ALTER TYPE "public"."attempt_guard_scope" ADD VALUE 'ADMIN_PASSWORD_FROM_ADDRESS';--> statement-breakpoint
ALTER TYPE "public"."attempt_guard_scope" ADD VALUE 'ADMIN_PASSWORD_ANY_ADDRESS';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "already_registered_notice_at" timestamp with time zone;--> statement-breakpoint
-- Profile pictures are uploads made here (decision 0020): an outside address no longer shows to readers.
UPDATE "users" SET "profile_image" = NULL WHERE "profile_image" IS NOT NULL AND "profile_image" NOT LIKE '/uploads/%';
