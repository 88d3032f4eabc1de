CREATE TYPE "public"."attempt_guard_scope" AS ENUM('MEMBER_SIGN_IN', 'ADMIN_SIGN_IN', 'MEMBER_CODE');--> statement-breakpoint
CREATE TABLE "attempt_guards" (
	"scope" "attempt_guard_scope" NOT NULL,
	"email" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "attempt_guards_scope_email_pk" PRIMARY KEY("scope","email")
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "code" text;